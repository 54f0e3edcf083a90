/**
 * `npm run doctor` (decision 226): each check a deployer needs before sellers pay, in order, into
 * one table: the configuration (nothing else runs without it), the database, storage, mail, the
 * payment provider, then the AI engine's portrait and shot, after saying what they may cost and
 * asking. Everything written goes through the secret redactor. Answers the exit code: 0 when every
 * check ran and passed, 1 otherwise.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Env } from '../config/env.js';
import { createLogger } from '../lib/logger.js';
import type { CheckResult } from './check-result.js';
import { checkConfig } from './check-config.js';
import { checkDatabase } from './check-database.js';
import { checkEngine, doctorEngine, mostTheEngineSpends } from './check-engine.js';
import { checkMail } from './check-mail.js';
import { checkPayments } from './check-payments.js';
import { checkStorage } from './check-storage.js';
import { confirmSpend } from './confirm-spend.js';
import { cost, formatTable } from './doctor-table.js';
import { redactor } from './redact-secrets.js';

export interface DoctorArgs {
  /** Spend on the AI checks without asking. */
  yes: boolean;
  /** The one address a test message is sent to. */
  mailTo?: string;
  /** A folder the portrait and the shot are written to, to look at. */
  save?: string;
}

export interface DoctorIo {
  input: Readable;
  write(text: string): void;
}

export async function runDoctor(
  source: NodeJS.ProcessEnv,
  args: DoctorArgs,
  io: DoctorIo,
): Promise<number> {
  const redact = redactor(source);
  const say = (text: string) => io.write(`${redact(text)}\n`);
  say('npm run doctor: the configuration, database, storage, mail, payments and the AI engine.');

  const config = await checkConfig(source);
  const results: CheckResult[] = [config.result];
  const env = config.env;
  if (env) {
    const logger = createLogger('silent');
    results.push(await checkDatabase(env));
    results.push(await checkStorage(env));
    results.push(await checkMail(env, logger, args.mailTo));
    results.push(await checkPayments(env));
    results.push(...(await aiChecks(env, args, io, say)));
  }

  for (const line of formatTable(results, env?.USD_INR_RATE ?? 90)) say(line);
  const spent = results.reduce((sum, result) => sum + (result.costMicroUsd ?? 0), 0);
  if (env && spent > 0)
    say(`Estimated vendor cost of what was made: ${cost(spent, env.USD_INR_RATE)}.`);
  const failed = results.filter((result) => result.status !== 'ok');
  if (failed.length === 0) {
    say(`All ${results.length} checks passed.`);
    return 0;
  }
  say(
    `${failed.length} of ${results.length} checks did not pass: ${failed.map((result) => result.name).join(', ')}.`,
  );
  return 1;
}

async function aiChecks(
  env: Env,
  args: DoctorArgs,
  io: DoctorIo,
  say: (text: string) => void,
): Promise<CheckResult[]> {
  const engine = doctorEngine(env);
  if (engine.name === 'studio') {
    say(
      'The AI checks use the offline studio engine (IMAGE_ENGINE=studio): no AI vendor is asked; its portrait is drawn and its shot made here, at no cost.',
    );
  } else {
    const most = cost(mostTheEngineSpends(env, engine), env.USD_INR_RATE);
    const spend = `The AI checks ask ${engine.name} for one portrait and one shot: at most ${most} at list prices.`;
    say(spend);
    if (!args.yes) {
      const yes = await confirmSpend('Spend it?', io);
      if (!yes) {
        const skipped = (name: string): CheckResult => ({
          name,
          status: 'skipped',
          detail:
            'not confirmed: nothing was asked of the vendor (run with --yes to skip the question)',
        });
        return [skipped('AI portrait'), skipped('AI shot')];
      }
    }
  }
  const made = await checkEngine(env, engine);
  if (args.save) {
    await mkdir(args.save, { recursive: true });
    for (const image of made.images) await writeFile(path.join(args.save, image.name), image.png);
    say(`Wrote ${made.images.map((image) => image.name).join(' and ')} to ${args.save}.`);
  }
  return [made.portrait, made.shot];
}
