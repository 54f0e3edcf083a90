/**
 * `npm run doctor` (decision 226) in this process, against the fakes that speak each vendor's wire
 * format: the offline engine, Gemini, OpenAI and FASHN making a portrait and a shot with their
 * cost; a vendor that refuses, in its own words; nothing spent unless confirmed; a bad
 * configuration stopping the rest; and no secret in anything written.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDoctor, type DoctorArgs } from '../src/server/doctor/run-doctor.js';
import { startFashnFake, type FashnFake } from './fakes/fashn-fake.js';
import { generateRequestsOf, startGeminiFake, type GeminiFake } from './fakes/gemini-fake.js';
import { startOpenAIFake, type OpenAIFake } from './fakes/openai-fake.js';
import type { RazorpayFake } from './fakes/razorpay-fake.js';
import {
  migratedDataDir,
  RAZORPAY_SECRET,
  razorpayEnv,
  startPlansFake,
} from './support/doctor-fixtures.js';

let data: Awaited<ReturnType<typeof migratedDataDir>>;
let gemini: GeminiFake;
let openai: OpenAIFake;
let fashn: FashnFake;
let plans: RazorpayFake;

beforeAll(async () => {
  [data, gemini, openai, fashn, plans] = await Promise.all([
    migratedDataDir(),
    startGeminiFake(),
    startOpenAIFake(),
    startFashnFake(),
    startPlansFake(),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([
    data?.close(),
    gemini?.close(),
    openai?.close(),
    fashn?.close(),
    plans?.close(),
  ]);
});

/** The doctor with this environment and these arguments; its exit code and everything it wrote. */
async function doctor(
  env: Record<string, string>,
  args: Partial<DoctorArgs> = {},
  answer?: string,
): Promise<{ code: number; output: string; row: (name: string) => string }> {
  let output = '';
  const code = await runDoctor(
    { NODE_ENV: 'test', ...data.env, ...env },
    { yes: answer === undefined, ...args },
    { input: Readable.from(answer ? [answer] : []), write: (text) => void (output += text) },
  );
  const row = (name: string) =>
    output.split('\n').find((line) => line.startsWith(`${name} `)) ?? '';
  return { code, output, row };
}

const geminiEnv = (key = 'test-gemini-key') => ({
  IMAGE_ENGINE: 'gemini',
  GEMINI_API_KEY: key,
  GEMINI_BASE_URL: gemini.url,
});

/** The rupees of a "$0.1234 (₹11.11)" cell, the first on the line. */
const dollars = (line: string) => Number(/\$(\d+\.\d+)/.exec(line)?.[1]);

describe('npm run doctor', () => {
  it('passes on the offline engine: a drawn portrait and a shot made here, at no cost', async () => {
    const saved = path.join(data.env.DATA_DIR!, 'doctor-images');
    const { code, output, row } = await doctor({}, { save: saved });
    expect(output).toContain('The AI checks use the offline studio engine (IMAGE_ENGINE=studio)');
    expect(row('configuration')).toContain('ok: engine studio (offline)');
    expect(row('database')).toMatch(/ok: (PGlite|PostgreSQL [\d.]+); all \d+ migrations applied/);
    expect(row('storage')).toMatch(/41 B .* ok: wrote, read back and deleted a small object/);
    expect(row('mail')).toContain('ok: outbox');
    expect(row('payments')).toContain('ok: sandbox: test payments');
    expect(row('AI portrait')).toMatch(/none +ok: drawn here: the offline engine/);
    expect(row('AI shot')).toMatch(/MB +passed \(\d\.\d\d\) +none +ok: .*2048x2560, made offline/);
    expect(output).toContain('All 7 checks passed.');
    expect((await readdir(saved)).sort()).toEqual(['portrait.png', 'shot-front.png']);
    expect((await sharp(path.join(saved, 'shot-front.png')).metadata()).width).toBe(2048);
    expect(code).toBe(0);
  });

  it('makes a Gemini portrait and shot, says what they may cost first, and reads the Razorpay plans', async () => {
    const generateCalls = generateRequestsOf(gemini).length;
    const { code, output, row } = await doctor({ ...geminiEnv(), ...razorpayEnv(plans) });
    const most = dollars(/at most (\$[\d.]+)/.exec(output)?.[1] ?? '');
    expect(most).toBeGreaterThan(0.16);
    expect(row('AI portrait')).toMatch(/KB .*\$0\.06\d\d \(₹\d+\.\d\d\) +ok: gemini painted it/);
    expect(row('AI shot')).toMatch(
      /passed \(\d\.\d\d\) +\$0\.10\d\d .* ok: .*2048x2560, made by gemini-3.1-flash-image/,
    );
    const spent = dollars(
      /Estimated vendor cost of what was made: (\$[\d.]+)/.exec(output)?.[1] ?? '',
    );
    expect(spent).toBeLessThanOrEqual(most);
    expect(generateRequestsOf(gemini).length - generateCalls).toBe(2);
    expect(row('payments')).toContain(
      'ok: razorpay: plans found: Pro monthly ₹2,999, Pro yearly ₹29,990, Premium monthly ₹9,999, Premium yearly ₹99,990',
    );
    // The keys proven by reading only.
    expect(plans.requests.map((request) => request.method)).toEqual(['GET', 'GET', 'GET', 'GET']);
    for (const secret of ['test-gemini-key', RAZORPAY_SECRET]) expect(output).not.toContain(secret);
    expect(code).toBe(0);
  });

  it('makes an OpenAI portrait and shot at its price', async () => {
    const { code, row } = await doctor({
      IMAGE_ENGINE: 'openai',
      OPENAI_API_KEY: 'test-openai-key',
      OPENAI_BASE_URL: `${openai.url}/v1`,
    });
    expect(row('AI portrait')).toMatch(/\$0\.16\d\d .* ok: openai painted it \(gpt-image-2\)/);
    expect(row('AI shot')).toMatch(/\$0\.1\d\d\d .* ok: .* made by gpt-image-2/);
    expect(code).toBe(0);
  });

  it('draws the portrait for FASHN, which paints none, and pays its shot one credit', async () => {
    const { code, row } = await doctor({
      IMAGE_ENGINE: 'fashn',
      FASHN_API_KEY: 'test-fashn-key',
      FASHN_BASE_URL: fashn.url,
      FASHN_POLL_INTERVAL_MS: '10',
    });
    expect(row('AI portrait')).toMatch(/none +ok: drawn here: fashn paints no portraits/);
    expect(row('AI shot')).toMatch(/\$0\.1000 \(₹9\.00\) +ok: .* made by product-to-model/);
    expect(code).toBe(0);
  });

  it("fails on a vendor that refuses, in the vendor's own words, and prints no key", async () => {
    const wrongKey = 'AIzaSy-wrong-key-never-printed';
    const wrongPlans = await startPlansFake(true);
    try {
      const { code, output, row } = await doctor({
        ...geminiEnv(wrongKey),
        ...razorpayEnv(wrongPlans),
      });
      expect(row('AI portrait')).toMatch(/none +FAILED: .*API key not valid\./);
      expect(row('AI shot')).toMatch(/FAILED: .*API key not valid\./);
      expect(row('payments')).toContain(
        'FAILED: plan plan_pro_m charges INR 1999 monthly; the app sells Pro monthly at ₹2,999.',
      );
      expect(output).toContain('3 of 7 checks did not pass: payments, AI portrait, AI shot.');
      expect(output).not.toContain(wrongKey);
      expect(code).toBe(1);
    } finally {
      await wrongPlans.close();
    }
  });

  it('asks nothing of the vendor when the spend is not confirmed', async () => {
    const generateCalls = generateRequestsOf(gemini).length;
    const { code, output, row } = await doctor(geminiEnv(), {}, 'n\n');
    expect(output).toContain('Spend it? [y/N]');
    expect(row('AI portrait')).toContain('skipped: not confirmed');
    expect(row('AI shot')).toContain('skipped: not confirmed');
    expect(generateRequestsOf(gemini).length).toBe(generateCalls);
    expect(code).toBe(1);
  });

  it('stops at a configuration the app would not start with, naming every problem', async () => {
    const unreadable = await doctor({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(unreadable.row('configuration')).toMatch(/FAILED: PORT: .*; LOG_LEVEL: /);
    const unstartable = await doctor({
      IMAGE_ENGINE: 'gemini',
      RAZORPAY_KEY_SECRET: RAZORPAY_SECRET,
    });
    const row = unstartable.row('configuration');
    expect(row).toContain('IMAGE_ENGINE=gemini needs GEMINI_API_KEY');
    expect(row).toContain('RAZORPAY_KEY_ID: required when payments go through Razorpay');
    expect(unstartable.output).not.toContain(RAZORPAY_SECRET);
    expect(unstartable.row('database')).toBe('');
    expect(unstartable.output).toContain('1 of 1 checks did not pass: configuration.');
    expect([unreadable.code, unstartable.code]).toEqual([1, 1]);
    // The images' signing key (decision 254): one that C2PA cannot sign with is named.
    const unsigned = await doctor({
      C2PA_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n',
      C2PA_SIGNING_CERTS: '-----BEGIN CERTIFICATE-----\nbm9uZQ==\n-----END CERTIFICATE-----\n',
    });
    expect(unsigned.row('configuration')).toContain('C2PA_SIGNING_KEY / C2PA_SIGNING_CERTS:');
    expect(unsigned.code).toBe(1);
  });
});
