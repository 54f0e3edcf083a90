/**
 * What happens besides the database when an account is deleted. Rows go by cascade from the
 * user row; files and anything kept outside the database need a hook. Modules add theirs when the
 * app is wired (e.g. generation removes `runs/<userId>/`).
 */
export interface AccountDeletionHook {
  name: string;
  /** Runs before the rows are deleted; a failure stops the deletion so it can be retried. */
  beforeDelete(userId: string): Promise<void>;
}
