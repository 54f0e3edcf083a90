/**
 * A signed-in user of a running server process, over real HTTP and WebSocket: start a run
 * from a garment photo, read it, read the usage, and follow the run's stream.
 */
import path from 'node:path';
import WebSocket from 'ws';
import type { RunStreamMessage, RunView } from '../../src/core/runs.js';
import type { UsageResponse } from '../../src/core/usage.js';
import { createVerifiedUserOverHttp } from './verified-user-over-http.js';

export interface RunStream {
  messages: RunStreamMessage[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(
    match: (message: RunStreamMessage) => boolean,
    timeoutMs?: number,
  ): Promise<RunStreamMessage>;
  /** The close code the server (or we) ended the socket with. */
  closed: Promise<number>;
  close(): void;
}

export async function signUpOverHttp(baseUrl: string, dataDir: string) {
  const user = await createVerifiedUserOverHttp({
    baseUrl,
    outboxDir: path.join(dataDir, 'outbox'),
  });
  const cookie = user.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const origin = new URL(baseUrl).origin;
  const headers = { cookie, origin };

  const getJson = async <T>(route: string): Promise<T> => {
    const res = await fetch(`${baseUrl}${route}`, { headers });
    if (!res.ok) throw new Error(`GET ${route}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  return {
    email: user.email,
    headers,
    async startRun(front: Buffer, fields: Record<string, string> = {}): Promise<RunView> {
      const form = new FormData();
      form.append('front', new Blob([new Uint8Array(front)], { type: 'image/jpeg' }), 'front.jpg');
      const all = {
        backgroundId: 'clean-white-studio',
        clientRequestId: crypto.randomUUID(),
        ...fields,
      };
      for (const [name, value] of Object.entries(all)) form.append(name, value);
      const res = await fetch(`${baseUrl}/api/runs`, { method: 'POST', headers, body: form });
      if (res.status !== 201) throw new Error(`POST /api/runs: ${res.status} ${await res.text()}`);
      return (await res.json()) as RunView;
    },
    getRun: (runId: string) => getJson<RunView>(`/api/runs/${runId}`),
    usage: () => getJson<UsageResponse>('/api/usage'),
    get: (route: string) => fetch(`${baseUrl}${route}`, { headers }),
    async openStream(runId: string): Promise<RunStream> {
      const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/runs/${runId}/stream`, {
        headers,
      });
      const messages: RunStreamMessage[] = [];
      const waiters = new Set<() => void>();
      socket.on('message', (data) => {
        messages.push(JSON.parse(String(data)) as RunStreamMessage);
        for (const check of waiters) check();
      });
      const closed = new Promise<number>((resolve) =>
        socket.once('close', (code) => resolve(code)),
      );
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
        socket.once('unexpected-response', (_req, res) =>
          reject(new Error(`stream refused: ${res.statusCode}`)),
        );
      });
      return {
        messages,
        closed,
        close: () => socket.close(1000),
        waitFor(match, timeoutMs = 30_000) {
          return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              waiters.delete(check);
              reject(
                new Error(
                  `no matching stream message within ${timeoutMs} ms; got ${JSON.stringify(messages.map((m) => m.type))}`,
                ),
              );
            }, timeoutMs);
            function check() {
              const found = messages.find(match);
              if (!found) return;
              waiters.delete(check);
              clearTimeout(timer);
              resolve(found);
            }
            waiters.add(check);
            check();
          });
        },
      };
    },
  };
}

export type RunClient = Awaited<ReturnType<typeof signUpOverHttp>>;
