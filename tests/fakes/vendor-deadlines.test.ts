/**
 * The engine's deadlines against what the vendors publish and their users report (the fakes'
 * tables): a request is given past the slowest answer reported, so a slow answer is waited for
 * rather than given up, billed, and paid for again (decision 214).
 */
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/config/env.js';
import {
  configuredDeadline,
  vendorDeadline,
} from '../../src/server/engines/ai/vendor-deadlines.js';
import fashn from './contracts/fashn-product-to-model.json' with { type: 'json' };
import gemini from './contracts/gemini-generate-content.json' with { type: 'json' };
import openai from './contracts/openai-images.json' with { type: 'json' };

const reported = [
  ['openai', 'gpt-image-2', openai.latency['gpt-image-2']],
  ['openai', 'gpt-image-2-2026-04-21', openai.latency['gpt-image-2']],
  ['openai', 'gpt-image-1.5', openai.latency['gpt-image-1']],
  ['gemini', 'gemini-3-pro-image', gemini.latency['gemini-3-pro-image']],
  ['gemini', 'gemini-3.1-flash-image', gemini.latency['gemini-3.1-flash-image']],
] as const;

describe('vendor deadlines', () => {
  it.each(reported)(
    '%s %s: a request outlasts the slowest answer reported; its shot, one more typical answer',
    (engine, model, latency) => {
      const deadline = vendorDeadline(engine, model);
      expect(deadline.requestMs).toBeGreaterThanOrEqual(latency.slowestReportedS * 1000);
      expect(deadline.shotMs).toBeGreaterThanOrEqual(
        deadline.requestMs + latency.typicalS[1]! * 1000,
      );
    },
  );

  it('FASHN: a job is given its processing time and a face reference, beside its polls', () => {
    const deadline = vendorDeadline('fashn', 'product-to-model');
    const slowest = fashn.processingS.typical[1]! + fashn.processingS.faceReferenceExtra;
    expect(deadline.shotMs).toBeGreaterThanOrEqual(2 * slowest * 1000);
  });

  it('configuration overrides either; a request never outlasts its shot', () => {
    const env = (vars: Record<string, string>) =>
      configuredDeadline(
        loadEnv({ IMAGE_ENGINE: 'openai', OPENAI_API_KEY: 'k', ...vars }),
        'gpt-image-2',
      );
    expect(env({})).toEqual({ requestMs: 300_000, shotMs: 480_000 });
    expect(env({ ENGINE_SHOT_TIMEOUT_MS: '120000' })).toEqual({
      requestMs: 120_000,
      shotMs: 120_000,
    });
    expect(env({ ENGINE_ATTEMPT_TIMEOUT_MS: '200000' })).toEqual({
      requestMs: 200_000,
      shotMs: 480_000,
    });
  });
});
