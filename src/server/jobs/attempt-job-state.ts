/** Where the queue stands with a run's attempt: its job waiting, held, over or missing. */
export type AttemptJobState = 'waiting' | 'active' | 'ended' | 'missing';

/** A run attempt's job: where it stands, and since when a worker holds it ('active'). */
export interface AttemptJob {
  state: AttemptJobState;
  takenAt?: Date;
}
