/**
 * Before the doctor asks an AI vendor for anything, it says what that may cost and asks (decision
 * 226); `--yes` answers for the deployer. An input that ends without an answer is a no.
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export async function confirmSpend(
  question: string,
  io: { input: Readable; write(text: string): void },
): Promise<boolean> {
  io.write(`${question} [y/N] `);
  const reader = createInterface({ input: io.input, terminal: false });
  try {
    const answer = await new Promise<string>((resolve) => {
      reader.once('line', resolve);
      reader.once('close', () => resolve(''));
    });
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    reader.close();
  }
}
