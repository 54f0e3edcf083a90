/**
 * A form check's message with its key (decision 273): the issue zod raises carries
 * `params: { key, values }` beside its English message, so the server can answer the key and the
 * web can say it in the reader's language. Written without the message table (which imports the
 * schemas' own modules): the keys are checked against it by server-messages.test.ts.
 */
export interface IssueKey {
  key: string;
  values: (string | number)[];
}

/** zod's `{ error }` for a check: stamps the issue it raises with the key, answers the English. */
export function keyedIssue(key: string, english: string, ...values: (string | number)[]) {
  return {
    error: (issue: object) => {
      // The raw issue becomes the answered one, own properties copied (zod 4's finalizeIssue).
      (issue as { params?: IssueKey }).params = { key, values };
      return english;
    },
  };
}

/** The key a zod issue was stamped with, if any. */
export function issueKeyOf(issue: { params?: unknown }): IssueKey | undefined {
  const params = issue.params as Partial<IssueKey> | undefined;
  return typeof params?.key === 'string'
    ? { key: params.key, values: Array.isArray(params.values) ? params.values : [] }
    : undefined;
}
