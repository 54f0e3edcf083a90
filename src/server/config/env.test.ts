import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, ConfigError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('starts on the embedded defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.paths.pglite).toMatch(/data[/\\]pg$/);
  });

  it('treats empty strings as unset', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '  ' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('lists every bad key in one error', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('LOG_LEVEL');
  });

  it('refuses at start a seller GSTIN with a wrong check character, and takes a right one in any case', () => {
    expect(loadEnv({ SELLER_GSTIN: '29aabcv1234f1zk' }).SELLER_GSTIN).toBe('29AABCV1234F1ZK');
    expect(() => loadEnv({ SELLER_GSTIN: '29AABCV1234F1Z5' })).toThrow(
      /SELLER_GSTIN.*wrong check character/,
    );
    expect(() => loadEnv({ SELLER_GSTIN: '99AABCV1234F1ZK' })).toThrow(/SELLER_GSTIN.*state code/);
  });

  it('accepts every loopback name of the port when PUBLIC_URL is not set, else its origin only', () => {
    expect(loadEnv({ PORT: '3100' }).ALLOWED_ORIGINS).toEqual([
      'http://localhost:3100',
      'http://127.0.0.1:3100',
      'http://[::1]:3100',
    ]);
    expect(loadEnv({ PUBLIC_URL: 'https://vastra.example/app/' }).ALLOWED_ORIGINS).toEqual([
      'https://vastra.example',
    ]);
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://vastra.example/' }).PUBLIC_URL).toBe(
      'https://vastra.example',
    );
  });
});

describe('RUN_WORKERS', () => {
  it('defaults by engine: two for the CPU-bound studio, more for a remote engine', () => {
    expect(loadEnv({}).RUN_WORKERS).toBe(2);
    expect(loadEnv({ IMAGE_ENGINE: 'gemini', GEMINI_API_KEY: 'k' }).RUN_WORKERS).toBe(4);
    expect(loadEnv({ IMAGE_ENGINE: 'fashn', RUN_WORKERS: '0' }).RUN_WORKERS).toBe(0);
    expect(loadEnv({ RUN_WORKERS: '7' }).RUN_WORKERS).toBe(7);
  });
});

describe('configuration docs', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const example = readFileSync(path.join(root, '.env.example'), 'utf8');

  // The README's table covers the main keys and points to .env.example for the rest.
  it.each(CONFIG_KEYS)('.env.example lists %s', (key) => {
    expect(example).toMatch(new RegExp(`^${key}=`, 'm'));
  });
});

describe('WORKER_METRICS_PORT', () => {
  it('is refused without the metrics token: worker metrics are never public (decision 270)', () => {
    expect(() => loadEnv({ WORKER_METRICS_PORT: '9464' })).toThrow(
      /WORKER_METRICS_PORT.*needs METRICS_TOKEN/,
    );
    const env = loadEnv({ WORKER_METRICS_PORT: '9464', METRICS_TOKEN: 'a-token-of-16-chars!' });
    expect(env.WORKER_METRICS_PORT).toBe(9464);
    expect(loadEnv({}).WORKER_METRICS_PORT).toBeUndefined();
  });
});
