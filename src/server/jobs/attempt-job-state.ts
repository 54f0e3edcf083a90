/** Where the queue stands with a run's attempt: its job waiting, held, over or missing. */
export type AttemptJobState = 'waiting' | 'active' | 'ended' | 'missing';
