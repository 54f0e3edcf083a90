/**
 * A real SMTP server for tests (smtp-server, the npm package Nodemailer's authors maintain):
 * STARTTLS with a self-signed certificate, AUTH required and refused before TLS, and a chosen
 * behaviour per message: accept it, refuse it (4xx or 5xx), drop the connection mid-DATA, or
 * never answer.
 */
import type { Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './parse-mail.js';
import { selfSignedCertificate } from './self-signed-cert.js';

export type SmtpBehaviour = 'accept' | 'refuse-451' | 'refuse-554' | 'drop' | 'hang';

export interface ReceivedMail {
  envelopeFrom: string | null;
  envelopeTo: string[];
  /** The session had upgraded to TLS and signed in as this user. */
  secure: boolean;
  user: string | undefined;
  raw: string;
  mail: ParsedMail;
}

export const SMTP_USER = 'vastra';
export const SMTP_PASSWORD = 'mail-secret-123';

export async function startSmtpServer() {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedMail[] = [];
  /** What happens to each next message, in order; 'accept' once the list is used up. */
  const plan: SmtpBehaviour[] = [];
  const sockets = new Map<number, Socket>();
  let attempts = 0;

  const server = new SMTPServer({
    key,
    cert,
    logger: false,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      attempts += 1;
      const behaviour = plan.shift() ?? 'accept';
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        // Mid-DATA: some of the message has arrived, the end of it has not.
        if (behaviour === 'drop' && chunks.length === 1) sockets.get(session.remotePort)?.destroy();
      });
      stream.on('end', () => {
        if (behaviour === 'hang' || behaviour === 'drop') return;
        if (behaviour === 'refuse-451') {
          return callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
        }
        if (behaviour === 'refuse-554') {
          return callback(Object.assign(new Error('Transaction failed'), { responseCode: 554 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          secure: session.secure,
          user: session.user as string | undefined,
          raw,
          mail: parseMail(raw),
        });
        callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    const port = socket.remotePort!;
    sockets.set(port, socket);
    socket.on('close', () => sockets.delete(port));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    cert,
    received,
    plan,
    attempts: () => attempts,
    /** requireTLS: a server that does not offer STARTTLS is an error, not plain text. */
    url: (user = SMTP_USER, password = SMTP_PASSWORD) =>
      `smtp://${user}:${password}@127.0.0.1:${port}?requireTLS=true`,
    async close() {
      for (const socket of sockets.values()) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;
