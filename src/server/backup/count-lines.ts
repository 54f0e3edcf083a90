import { createReadStream } from 'node:fs';

/** Rows in a COPY text file: one line each (newlines inside values are escaped as \n). */
export async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  return lines;
}
