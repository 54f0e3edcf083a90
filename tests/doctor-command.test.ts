/**
 * `npm run doctor` as a deployer runs it (decision 226): the command's script (tsx) as a process,
 * against the Gemini fake, a real SMTP server (STARTTLS, sign-in required) and the Razorpay fake,
 * on a migrated database: the exit code, the one message `--mail-to` asks for, the vendor's and
 * the mail server's own words when they refuse, and no secret in anything the process wrote.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/lib/project-root.js';
import { generateRequestsOf, startGeminiFake, type GeminiFake } from './fakes/gemini-fake.js';
import type { RazorpayFake } from './fakes/razorpay-fake.js';
import {
  migratedDataDir,
  RAZORPAY_SECRET,
  razorpayEnv,
  startPlansFake,
} from './support/doctor-fixtures.js';
import {
  SMTP_PASSWORD,
  SMTP_USER,
  startSmtpServer,
  type SmtpTestServer,
} from './support/smtp-test-server.js';

let data: Awaited<ReturnType<typeof migratedDataDir>>;
let gemini: GeminiFake;
let smtp: SmtpTestServer;
let plans: RazorpayFake;
let caFile: string;

beforeAll(async () => {
  [data, gemini, smtp, plans] = await Promise.all([
    migratedDataDir(),
    startGeminiFake(),
    startSmtpServer(),
    startPlansFake(),
  ]);
  // The SMTP server's certificate is its own: the process trusts it as a deployer's would a CA's.
  caFile = path.join(data.env.DATA_DIR!, 'smtp-ca.pem');
  await writeFile(caFile, smtp.cert);
}, 120_000);
afterAll(async () => {
  await Promise.all([data?.close(), gemini?.close(), smtp?.close(), plans?.close()]);
});

/** The doctor's process with only this environment; its exit code and all it wrote. */
async function doctor(env: Record<string, string>, args: string[]) {
  const childEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    NODE_EXTRA_CA_CERTS: caFile,
    ...data.env,
    ...env,
  };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/server/doctor/doctor-cli.ts', ...args],
      { cwd: projectRoot, env: childEnv },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const SECRETS = ['test-gemini-key', SMTP_PASSWORD, RAZORPAY_SECRET];

describe('npm run doctor, the command', () => {
  it(
    'passes against the fakes, sends one message to --mail-to only, and exits 0',
    { timeout: 180_000 },
    async () => {
      const { code, output } = await doctor(
        {
          IMAGE_ENGINE: 'gemini',
          GEMINI_API_KEY: 'test-gemini-key',
          GEMINI_BASE_URL: gemini.url,
          SMTP_URL: smtp.url(),
          MAIL_FROM: 'Vastra Studio <studio@example.com>',
          ...razorpayEnv(plans),
        },
        ['--yes', '--mail-to', 'owner@example.com'],
      );
      expect(output).toContain(`ok: connected and signed in to 127.0.0.1:`);
      expect(output).toContain('sent a message to owner@example.com');
      expect(smtp.received.map((mail) => [mail.envelopeTo, mail.secure, mail.user])).toEqual([
        [['owner@example.com'], true, SMTP_USER],
      ]);
      expect(output).toMatch(/AI shot .* ok: .*2048x2560, made by gemini-3.1-flash-image/);
      expect(output).toContain('All 7 checks passed.');
      for (const secret of SECRETS) expect(output).not.toContain(secret);
      expect(code).toBe(0);
    },
  );

  it(
    "exits 1 on a refused sign-in and key, in the server's and the vendor's words, printing neither",
    { timeout: 180_000 },
    async () => {
      const wrongPassword = 'wrong-mail-password-417';
      const wrongKey = 'AIzaSy-not-the-key-0001';
      const received = smtp.received.length;
      const calls = generateRequestsOf(gemini).length;
      const { code, output } = await doctor(
        {
          IMAGE_ENGINE: 'gemini',
          GEMINI_API_KEY: wrongKey,
          GEMINI_BASE_URL: gemini.url,
          SMTP_URL: smtp.url(SMTP_USER, wrongPassword),
        },
        ['--yes', '--mail-to', 'owner@example.com'],
      );
      expect(output).toMatch(/mail .* FAILED: .*Invalid username or password/);
      expect(output).toMatch(/AI portrait .* FAILED: .*API key not valid\./);
      expect(output).toContain('3 of 7 checks did not pass: mail, AI portrait, AI shot.');
      for (const secret of [wrongPassword, wrongKey]) expect(output).not.toContain(secret);
      expect(smtp.received.length).toBe(received);
      // One request for the portrait, one for the shot, each refused and not asked again.
      expect(generateRequestsOf(gemini).length).toBe(calls + 2);
      expect(code).toBe(1);
    },
  );

  it('refuses an argument it does not take with its usage, exit 2', async () => {
    const { code, output } = await doctor({}, ['--mail-to', 'not-an-address']);
    expect(output).toContain('--mail-to not-an-address is not an email address.');
    expect(output).toContain('Usage: npm run doctor');
    expect(code).toBe(2);
  });
});
