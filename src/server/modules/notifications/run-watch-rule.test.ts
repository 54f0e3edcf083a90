import { describe, expect, it } from 'vitest';
import { wasWatchedAtFinish, type RunWatchRecord } from './run-watch-rule.js';

const finishedAt = new Date('2026-11-22T10:00:00Z');
const at = (secondsFromFinish: number) => new Date(finishedAt.getTime() + secondsFromFinish * 1000);
const watch = (fields: Partial<RunWatchRecord>): RunWatchRecord => ({
  openSockets: 0,
  seenAt: null,
  closedAt: null,
  polledAt: null,
  ...fields,
});

describe('was the run watched when it finished', () => {
  it('no: nobody ever opened its page', () => {
    expect(wasWatchedAtFinish(null, finishedAt)).toBe(false);
  });

  it('yes: a socket is open and its heartbeat is recent', () => {
    expect(wasWatchedAtFinish(watch({ openSockets: 1, seenAt: at(-15) }), finishedAt)).toBe(true);
  });

  it('yes: the socket closed after the finish (the page read the end, then closed it)', () => {
    expect(wasWatchedAtFinish(watch({ closedAt: at(1), seenAt: at(1) }), finishedAt)).toBe(true);
  });

  it('no: the page was closed a minute before the finish', () => {
    expect(wasWatchedAtFinish(watch({ closedAt: at(-60), seenAt: at(-60) }), finishedAt)).toBe(
      false,
    );
  });

  it('no: a socket counted open whose server died (no heartbeat for minutes)', () => {
    expect(wasWatchedAtFinish(watch({ openSockets: 1, seenAt: at(-300) }), finishedAt)).toBe(false);
  });

  it('yes: the page was polling (no socket) up to the finish; no: it stopped long before', () => {
    expect(wasWatchedAtFinish(watch({ polledAt: at(-2) }), finishedAt)).toBe(true);
    expect(wasWatchedAtFinish(watch({ polledAt: at(-120) }), finishedAt)).toBe(false);
  });
});
