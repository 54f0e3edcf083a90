/** The email rules against in-memory fakes: switches, once per event, what each email says. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../../core/account.js';
import { createLogger } from '../../lib/logger.js';
import type { MailMessage } from '../../providers/mail/mail-provider.js';
import type { FinishedRun, RunWatchRow } from './notification-repo.js';
import {
  createNotificationsService,
  type NotificationsDeps,
  type Receipt,
  type UsageReading,
} from './notifications-service.js';
import { createUnsubscribeTokens } from './unsubscribe-token.js';

const PUBLIC_URL = 'https://vastra.example';
const tokens = createUnsubscribeTokens('unit-test-secret-that-is-long-enough-01');

function setup(options: { failSends?: number; receipt?: Receipt } = {}) {
  const sent: MailMessage[] = [];
  const claims = new Set<string>();
  const settings = new Map<string, NotificationSettings>();
  const runs = new Map<string, FinishedRun>();
  const watches = new Map<string, RunWatchRow>();
  let usage: UsageReading = {
    plan: 'pro',
    used: 0,
    limit: 500,
    periodStart: new Date('2026-11-01T00:00:00Z'),
    periodEnd: new Date('2026-12-01T00:00:00Z'),
  };
  let failSends = options.failSends ?? 0;
  const deps: NotificationsDeps = {
    repo: {
      async claim(userId, kind, key) {
        const id = `${userId}|${kind}|${key}`;
        if (claims.has(id)) return false;
        claims.add(id);
        return true;
      },
      async release(userId, kind, key) {
        claims.delete(`${userId}|${kind}|${key}`);
      },
      async findRecipient(userId) {
        if (userId === 'gone') return null;
        return {
          email: `${userId}@example.com`,
          name: 'Asha',
          settings: settings.get(userId) ?? DEFAULT_NOTIFICATION_SETTINGS,
          language: userId.startsWith('hindi') ? ('hi' as const) : ('en' as const),
        };
      },
      async turnOff(userId, name) {
        if (userId === 'gone') return false;
        settings.set(userId, {
          ...(settings.get(userId) ?? DEFAULT_NOTIFICATION_SETTINGS),
          [name]: false,
        });
        return true;
      },
      findFinishedRun: async (runId) => runs.get(runId) ?? null,
      findRunWatch: async (runId) => watches.get(runId) ?? null,
    },
    mailer: {
      kind: 'memory',
      async sendMail(message) {
        if (failSends > 0) {
          failSends--;
          throw new Error('SMTP 451: try again later');
        }
        sent.push(message);
      },
    },
    tokens,
    publicUrl: PUBLIC_URL,
    usage: async () => usage,
    receipt: async () => options.receipt ?? null,
    logger: createLogger('silent'),
  };
  const service = createNotificationsService(deps);
  return {
    service,
    sent,
    settings,
    runs,
    watches,
    setUsage: (next: Partial<UsageReading>) => (usage = { ...usage, ...next }),
  };
}

const batch = {
  userId: 'u1',
  batchId: 'batch-1',
  name: 'Diwali drop',
  done: 5,
  failed: 1,
  link: '/dashboard/batch/batch-1',
};

describe('batch finished email', () => {
  it('says the counts, links to the batch, and carries a one-click unsubscribe', async () => {
    const t = setup();
    expect(await t.service.sendBatchFinishedEmail(batch)).toBe('sent');
    const [mail] = t.sent;
    expect(mail?.to).toBe('u1@example.com');
    expect(mail?.subject).toBe('Your batch "Diwali drop" is finished');
    expect(mail?.text).toContain('5 catalogues made');
    expect(mail?.text).toContain('1 failed');
    expect(mail?.text).toContain(`${PUBLIC_URL}/dashboard/batch/batch-1`);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = mail?.headers?.['List-Unsubscribe'] ?? '';
    expect(header).toMatch(
      /^<https:\/\/vastra\.example\/api\/notifications\/unsubscribe\?token=.+>$/,
    );
    const token = decodeURIComponent(new URL(header.slice(1, -1)).searchParams.get('token')!);
    expect(tokens.verify(token)).toEqual({ userId: 'u1', switch: 'emailNotifications' });
    expect(mail?.text).toContain(`${PUBLIC_URL}/unsubscribe?token=`);
    expect(mail?.html).toContain('Unsubscribe</a>');
  });

  it('is sent once per batch, even when asked for at the same instant', async () => {
    const t = setup();
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => t.service.sendBatchFinishedEmail(batch)),
    );
    expect(outcomes.sort()).toEqual(['already-sent', 'already-sent', 'sent']);
    expect(t.sent).toHaveLength(1);
  });

  it('is not sent when Email Notifications is off', async () => {
    const t = setup();
    t.settings.set('u1', { ...DEFAULT_NOTIFICATION_SETTINGS, emailNotifications: false });
    expect(await t.service.sendBatchFinishedEmail(batch)).toBe('switched-off');
    expect(t.sent).toHaveLength(0);
  });

  it('is sent by a retry when the mail server refused it the first time', async () => {
    const t = setup({ failSends: 1 });
    await expect(t.service.sendBatchFinishedEmail(batch)).rejects.toThrow('SMTP 451');
    expect(await t.service.sendBatchFinishedEmail(batch)).toBe('sent');
    expect(await t.service.sendBatchFinishedEmail(batch)).toBe('already-sent');
    expect(t.sent).toHaveLength(1);
  });
});

describe('usage alert', () => {
  it('goes out at 80% of the month, once per billing month', async () => {
    const t = setup();
    t.setUsage({ used: 399 });
    expect(await t.service.deliver({ kind: 'usage-check', userId: 'u1' })).toBe('not-due');
    t.setUsage({ used: 400 });
    expect(await t.service.deliver({ kind: 'usage-check', userId: 'u1' })).toBe('sent');
    t.setUsage({ used: 450 });
    expect(await t.service.deliver({ kind: 'usage-check', userId: 'u1' })).toBe('already-sent');
    t.setUsage({
      used: 410,
      periodStart: new Date('2026-12-01T00:00:00Z'),
      periodEnd: new Date('2027-01-01T00:00:00Z'),
    });
    expect(await t.service.deliver({ kind: 'usage-check', userId: 'u1' })).toBe('sent');
    expect(t.sent.map((m) => m.subject)).toEqual([
      "You've used 80% of this month's images",
      "You've used 82% of this month's images",
    ]);
    expect(t.sent[0]?.text).toContain("you've used 400 of the 500 images your Pro plan gives you");
    expect(t.sent[0]?.text).toContain('Your images renew on Dec 01, 2026');
  });

  it('follows Usage Alerts, not Email Notifications', async () => {
    const t = setup();
    t.setUsage({ used: 490 });
    t.settings.set('u1', { ...DEFAULT_NOTIFICATION_SETTINGS, emailNotifications: false });
    expect(await t.service.deliver({ kind: 'usage-check', userId: 'u1' })).toBe('sent');
    const token = new URL(t.sent[0]!.headers!['List-Unsubscribe']!.slice(1, -1)).searchParams.get(
      'token',
    )!;
    expect(tokens.verify(token)?.switch).toBe('usageAlerts');
    const t2 = setup();
    t2.setUsage({ used: 490 });
    t2.settings.set('u1', { ...DEFAULT_NOTIFICATION_SETTINGS, usageAlerts: false });
    expect(await t2.service.deliver({ kind: 'usage-check', userId: 'u1' })).toBe('switched-off');
  });
});

describe('catalogue finished email', () => {
  const longRun = (fields: Partial<FinishedRun> = {}): FinishedRun => ({
    userId: 'u1',
    status: 'completed',
    createdAt: new Date('2026-11-22T10:00:00Z'),
    finishedAt: new Date('2026-11-22T10:03:00Z'),
    generated: 5,
    total: 5,
    backgroundName: 'Clean White Studio',
    ...fields,
  });
  const runId = '0b5c1a36-3d0c-4a57-9a43-6f1d2a9f0c11';

  it('is sent for a long run whose page was closed, once', async () => {
    const t = setup();
    t.runs.set(runId, longRun());
    t.watches.set(runId, {
      openSockets: 0,
      seenAt: new Date('2026-11-22T10:01:00Z'),
      closedAt: new Date('2026-11-22T10:01:00Z'),
      polledAt: null,
    });
    expect(await t.service.deliver({ kind: 'run-finished', runId })).toBe('sent');
    expect(await t.service.deliver({ kind: 'run-finished', runId })).toBe('already-sent');
    expect(t.sent[0]?.subject).toBe('Your catalogue is ready');
    expect(t.sent[0]?.text).toContain('5 of 5 images made');
    expect(t.sent[0]?.text).toContain(`${PUBLIC_URL}/dashboard`);
  });

  it('is not sent while the page is open, for a short run, or for a stopped or failed run', async () => {
    const t = setup();
    t.runs.set(runId, longRun());
    t.watches.set(runId, {
      openSockets: 1,
      seenAt: new Date('2026-11-22T10:02:50Z'),
      closedAt: null,
      polledAt: null,
    });
    expect(await t.service.deliver({ kind: 'run-finished', runId })).toBe('page-open');
    t.watches.clear();
    t.runs.set(runId, longRun({ finishedAt: new Date('2026-11-22T10:00:40Z') }));
    expect(await t.service.deliver({ kind: 'run-finished', runId })).toBe('not-due');
    for (const status of ['stopped', 'failed']) {
      t.runs.set(runId, longRun({ status }));
      expect(await t.service.deliver({ kind: 'run-finished', runId })).toBe('not-due');
    }
    expect(t.sent).toHaveLength(0);
  });
});

describe('unsubscribe', () => {
  it('turns off the switch the token names, and refuses a tampered token', async () => {
    const t = setup();
    const token = tokens.sign({ userId: 'u1', switch: 'usageAlerts' });
    expect(await t.service.unsubscribe(token)).toEqual({
      switch: 'usageAlerts',
      label: 'Usage Alerts',
    });
    expect(t.settings.get('u1')).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, usageAlerts: false });
    await expect(t.service.unsubscribe(`${token}x`)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      userMessage: 'This unsubscribe link is not valid.',
    });
    await expect(
      t.service.unsubscribe(tokens.sign({ userId: 'gone', switch: 'usageAlerts' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe("emails in the account's language (decision 199)", () => {
  // The fake recipient of a user id starting 'hindi' chose Hindi; any other user, English.
  const receipt: Receipt = {
    invoiceNumber: 'VS-2026-0007',
    plan: 'pro',
    billingPeriod: 'yearly',
    amountPaise: 2_999_00,
    issuedAt: new Date('2026-11-27T06:00:00Z'),
    periodStart: new Date('2026-11-27T06:00:00Z'),
    periodEnd: new Date('2027-11-27T06:00:00Z'),
    pdf: Buffer.from('%PDF-1.4'),
  };

  it('writes the batch email in Hindi, its unsubscribe headers unchanged', async () => {
    const t = setup();
    await t.service.sendBatchFinishedEmail({ ...batch, userId: 'hindi-1' });
    const [mail] = t.sent;
    expect(mail?.subject).toBe('आपका बैच "Diwali drop" पूरा हो गया');
    expect(mail?.text).toContain('नमस्ते Asha, आपका बैच "Diwali drop" पूरा हो गया है।');
    expect(mail?.text).toContain('5 कैटलॉग बने');
    expect(mail?.text).toContain('सेटिंग्स में ईमेल सूचनाएँ चालू है।');
    expect(mail?.text).toContain(`सदस्यता छोड़ें: ${PUBLIC_URL}/unsubscribe?token=`);
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.html).toContain('सदस्यता छोड़ें</a>');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/vastra\.example\/api\/notifications\/unsubscribe\?token=.+>$/,
    );
  });

  it('writes the usage alert in Hindi with a hi-IN date', async () => {
    const t = setup();
    t.setUsage({ used: 400 });
    await t.service.deliver({ kind: 'usage-check', userId: 'hindi-1' });
    expect(t.sent[0]?.subject).toBe('आपने इस महीने की 80% इमेज इस्तेमाल कर ली हैं');
    expect(t.sent[0]?.text).toContain('आपका Pro प्लान इस महीने 500 इमेज देता है');
    expect(t.sent[0]?.text).toContain('आपकी इमेज 01 दिस॰ 2026 को फिर से मिलेंगी');
    expect(t.sent[0]?.text).toContain('सेटिंग्स में इस्तेमाल की चेतावनियाँ चालू है।');
  });

  it('writes the catalogue email in Hindi', async () => {
    const t = setup();
    const runId = '7d3f2a10-5b9e-4c1d-8e2f-0a1b2c3d4e5f';
    t.runs.set(runId, {
      userId: 'hindi-1',
      status: 'completed',
      createdAt: new Date('2026-11-22T10:00:00Z'),
      finishedAt: new Date('2026-11-22T10:03:00Z'),
      generated: 4,
      total: 5,
      backgroundName: 'Clean White Studio',
    });
    await t.service.deliver({ kind: 'run-finished', runId });
    expect(t.sent[0]?.subject).toBe('आपका कैटलॉग तैयार है');
    expect(t.sent[0]?.text).toContain('5 में से 4 इमेज बनीं');
  });

  it('writes the receipt in Hindi with rupees in hi-IN; the invoice PDF is the same', async () => {
    const t = setup({ receipt });
    await t.service.deliver({ kind: 'payment-receipt', userId: 'hindi-1', paymentId: randomId });
    await t.service.deliver({ kind: 'payment-receipt', userId: 'u1', paymentId: randomId });
    const [hindi, english] = t.sent;
    expect(hindi?.subject).toBe('आपकी Vastra Studio रसीद: इनवॉइस VS-2026-0007');
    expect(hindi?.text).toContain('Pro प्लान (वार्षिक) के लिए आपका भुगतान हमें मिल गया है।');
    expect(hindi?.text).toContain('भुगतान की गई राशि: ₹2,999');
    expect(hindi?.text).toContain('भुगतान की तारीख: 27 नव॰ 2026');
    expect(hindi?.text).toContain('प्लान की अवधि: 27 नव॰ 2026 से 27 नव॰ 2027 तक');
    expect(english?.subject).toBe('Your Vastra Studio receipt: invoice VS-2026-0007');
    expect(english?.text).toContain('we received your payment for the Pro Plan (Yearly).');
    expect(english?.text).toContain('Amount paid: ₹2,999');
    expect(english?.text).toContain('Paid on: Nov 27, 2026');
    expect(hindi?.attachments).toEqual(english?.attachments);
  });
});

const randomId = '3c0d5e8a-9f1b-4a2c-8d3e-4f5a6b7c8d9e';
