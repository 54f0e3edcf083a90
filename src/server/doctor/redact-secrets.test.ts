import { describe, expect, it } from 'vitest';
import { redactor } from './redact-secrets.js';

describe("the doctor's secret redactor", () => {
  const redact = redactor({
    GEMINI_API_KEY: 'AIzaSyExampleKey123',
    RAZORPAY_KEY_SECRET: 'rzp-secret',
    S3_SECRET_ACCESS_KEY: 'aws/secret+key',
    SMTP_URL: 'smtps://mailer:p%40ss%2Fword@smtp.example.com:465',
    DATABASE_URL: 'postgres://app:db-pass-9@db.internal:5432/vastra',
    IMAGE_ENGINE: 'gemini',
    PORT: '3000',
  });

  it('hides keys, secrets and the passwords in URLs, as written and decoded', () => {
    const text = [
      'key AIzaSyExampleKey123 refused',
      'secret rzp-secret and aws/secret+key',
      'smtps://mailer:p%40ss%2Fword@smtp.example.com said p@ss/word',
      'postgres://app:db-pass-9@db.internal',
    ].join('\n');
    const out = redact(text);
    for (const secret of [
      'AIzaSyExampleKey123',
      'rzp-secret',
      'aws/secret+key',
      'p%40ss%2Fword',
      'p@ss/word',
      'db-pass-9',
    ])
      expect(out).not.toContain(secret);
    expect(out).toContain('smtps://mailer:[hidden]@smtp.example.com');
  });

  it('leaves what is not secret alone', () => {
    expect(redact('IMAGE_ENGINE=gemini on port 3000')).toBe('IMAGE_ENGINE=gemini on port 3000');
  });
});
