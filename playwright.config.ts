import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { OPERATOR_E2E_EMAILS } from './e2e/support/operators';
import { DESKTOP_ONLY, PHONE_ONLY } from './e2e/support/widths';

/** Chromium from CHROMIUM_PATH or Debian's package; otherwise Playwright's own, if installed. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eBaseUrl = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'vastra-e2e-data');
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3190);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
/** A second app on the Gemini engine against its fake, for what only an AI engine shows. */
const aiPort = Number(process.env.E2E_AI_PORT ?? port + 1);
export const e2eAiBaseUrl = `http://127.0.0.1:${aiPort}`;
const geminiPort = Number(process.env.E2E_GEMINI_PORT ?? oidcPort + 2);
/** Where the Gemini fake tells what it was asked (e2e/support/gemini-fake-server.ts). */
export const e2eGeminiRecordUrl = `http://127.0.0.1:${geminiPort + 10}`;

const launchOptions = {
  executablePath: chromiumPath(),
  // This machine's network is closed: keep Chromium from reaching out at start.
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  // A whole flow (sign in, an axe scan of a long page, a studio render) took over 30 s on a
  // busy CI machine with each step on time: the budget is for a hang, not for a slow machine.
  timeout: 60_000,
  // The same for one step: at a load of 12 on two cores the server stalled for 2.4 s at a time
  // (an event-loop probe, 2026-11-27), and a 7 s wait for a toast lost a CI landing.
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  use: {
    baseURL: e2eBaseUrl,
    // A failure keeps its trace with each step's page, but no screencast: recording the screencast
    // made a run half again as long on 2 busy cores (decision 207).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // A test tagged for one width runs in that project only (e2e/support/widths.ts, decision 207).
  projects: [
    {
      name: 'desktop',
      grepInvert: new RegExp(PHONE_ONLY.tag),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      grepInvert: new RegExp(DESKTOP_ONLY.tag),
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
  webServer: [
    {
      // Google's stand-in for the 'Continue with Google' tests (e2e/support/mock-oidc-server.mjs).
      command: 'node e2e/support/mock-oidc-server.mjs',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_OIDC_PORT: String(oidcPort) },
    },
    {
      command: 'node --enable-source-maps dist/node/server/main.js',
      url: `${e2eBaseUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: e2eBaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: 'vastra-e2e-client',
        GOOGLE_CLIENT_SECRET: 'vastra-e2e-client-secret',
        GOOGLE_DISCOVERY_URL: `${oidcIssuer}/.well-known/openid-configuration`,
        // The browser tests sign in and up many times from one address.
        AUTH_RATE_LIMIT_MAX: '1000',
        // A registered seller in Karnataka (29), so invoices are tax invoices (decision 184).
        SELLER_GSTIN: '29AABCV1234F1ZK',
      },
    },
    {
      // Gemini's stand-in, answering every shot recoloured (e2e/support/gemini-fake-server.ts).
      command: 'npx tsx e2e/support/gemini-fake-server.ts',
      port: geminiPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_GEMINI_PORT: String(geminiPort), E2E_GEMINI_RECORD_PORT: String(geminiPort + 10) },
    },
    {
      command: 'node --enable-source-maps dist/node/server/main.js',
      url: `${e2eAiBaseUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        NODE_ENV: 'test',
        PORT: String(aiPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: e2eAiBaseUrl,
        DATA_DIR: `${dataDir}-ai`,
        LOG_LEVEL: 'warn',
        IMAGE_ENGINE: 'gemini',
        GEMINI_API_KEY: 'test-gemini-key',
        GEMINI_BASE_URL: `http://127.0.0.1:${geminiPort}`,
        ENGINE_CONCURRENCY: '5',
        ENGINE_RETRY_BASE_DELAY_MS: '5',
        // Economy runs' vendor jobs polled every half second, not every minute (decision 203).
        ECONOMY_POLL_INTERVAL_MS: '500',
        AUTH_RATE_LIMIT_MAX: '1000',
        // The operator's console's test (e2e/operator-console.spec.ts): one account per width
        // and retry, each made with two-factor by the test.
        OPERATOR_EMAILS: OPERATOR_E2E_EMAILS.join(','),
      },
    },
  ],
});
