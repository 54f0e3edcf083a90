/**
 * Which of two attempts at a shot is kept when the colour and print checks judge it (decision
 * 276): fewer checks failed; one each, the one that kept the colours; else the higher weakest
 * score; a tie keeps the first.
 */
import { describe, expect, it } from 'vitest';
import { failures, isBetter, type ShotVerdicts } from './shot-verdicts.js';

const colour = (score: number) => ({ score, passed: score >= 0.02 });
const print = (score: number) => ({ score, passed: score >= 1, share: 1, spread: 1, texture: 1 });
const verdicts = (c: number, p: number | null): ShotVerdicts => ({
  colour: colour(c),
  print: p === null ? null : print(p),
});

describe('the better of two attempts', () => {
  it('counts each failed check once', () => {
    expect(failures(verdicts(0.01, 0.5))).toBe(2);
    expect(failures(verdicts(0.3, 0.5))).toBe(1);
    expect(failures(verdicts(0.3, null))).toBe(0);
  });

  it('is the one that failed fewer checks', () => {
    expect(isBetter(verdicts(0.3, 1.2), verdicts(0.3, 0.5))).toBe(true);
    expect(isBetter(verdicts(0.01, 0.9), verdicts(0.01, 1.5))).toBe(false);
    expect(isBetter(verdicts(0.3, 0.9), verdicts(0.01, 0.2))).toBe(true);
  });

  it('with one check failed each, is the one that kept the colours', () => {
    // The second dropped the colour, however close its print came back.
    expect(isBetter(verdicts(0.01, 1.5), verdicts(0.3, 0.1))).toBe(false);
    expect(isBetter(verdicts(0.3, 0.1), verdicts(0.01, 1.5))).toBe(true);
  });

  it('failing the same checks, is the one with the higher weakest score', () => {
    expect(isBetter(verdicts(0.3, 0.8), verdicts(0.3, 0.5))).toBe(true);
    expect(isBetter(verdicts(0.015, null), verdicts(0.01, null))).toBe(true);
    expect(isBetter(verdicts(0.01, 0.5), verdicts(0.01, 0.5))).toBe(false);
  });

  it('leaves the first when a check judged only one of them', () => {
    expect(isBetter(verdicts(0.3, null), verdicts(0.3, 0.5))).toBe(false);
  });
});
