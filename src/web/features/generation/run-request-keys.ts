/**
 * The client request id of each run start. A retry with the same inputs after a dropped
 * connection reuses the id: if the server made the run before its answer was lost, it answers
 * that run again instead of making (and charging) a second one. Any other outcome ends the id.
 */
export function createRunRequestKeys(newKey: () => string = () => crypto.randomUUID()) {
  let pending: { key: string; inputs: readonly unknown[] } | null = null;
  const sameInputs = (inputs: readonly unknown[]) =>
    pending !== null &&
    pending.inputs.length === inputs.length &&
    pending.inputs.every((input, index) => Object.is(input, inputs[index]));

  return {
    /** The id for a start with these inputs (files, background, model): reused only after a lost answer. */
    keyFor(inputs: readonly unknown[]): string {
      if (!pending || !sameInputs(inputs)) pending = { key: newKey(), inputs };
      return pending.key;
    },
    /** The start ended: keep the id only if the connection dropped before an answer came. */
    settle(connectionLost: boolean) {
      if (!connectionLost) pending = null;
    },
  };
}

export type RunRequestKeys = ReturnType<typeof createRunRequestKeys>;
