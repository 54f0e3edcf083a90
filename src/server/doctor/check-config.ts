/**
 * The configuration as the app would start with it (decision 226): the env schema (every bad key
 * at once), then what start checks further on: the engine's key and vendor contract, the payment
 * provider's keys, the auth secret and the images' signing key (decision 254) in production.
 * Nothing is connected to here.
 */
import { ConfigError, loadEnv, type Env } from '../config/env.js';
import { storageDriverOf } from '../config/storage-env.js';
import { createImageEngine, EngineConfigError } from '../engines/create-image-engine.js';
import { checkC2paSettings } from '../engines/provenance/check-c2pa-settings.js';
import {
  paymentProviderKind,
  createPaymentProvider,
} from '../providers/payments/create-payment-provider.js';
import { timed, type CheckResult } from './check-result.js';

export async function checkConfig(
  source: NodeJS.ProcessEnv,
): Promise<{ result: CheckResult; env?: Env }> {
  let env: Env | undefined;
  const result = await timed('configuration', async () => {
    const problems: string[] = [];
    try {
      env = loadEnv(source);
    } catch (error) {
      if (error instanceof ConfigError)
        throw new Error(error.problems.join('; '), { cause: error });
      throw error;
    }
    const loaded = env;
    const startChecks = [
      () => createImageEngine(loaded),
      () => createPaymentProvider(loaded, { fallbackSecret: 'doctor' }),
      () => {
        if (loaded.NODE_ENV === 'production' && !loaded.BETTER_AUTH_SECRET)
          throw new ConfigError(['BETTER_AUTH_SECRET: required in production']);
      },
      () => checkC2paSettings(loaded),
    ];
    for (const check of startChecks) {
      try {
        check();
      } catch (error) {
        if (error instanceof ConfigError) problems.push(...error.problems);
        else if (error instanceof EngineConfigError) problems.push(error.message);
        else throw error;
      }
    }
    if (problems.length > 0) {
      env = undefined;
      throw new Error(problems.join('; '));
    }
    return { detail: describe(loaded) };
  });
  return { result, env };
}

function describe(env: Env): string {
  const engine =
    env.IMAGE_ENGINE === 'studio' ? 'studio (offline)' : `${env.IMAGE_ENGINE} (${modelOf(env)})`;
  return [
    `engine ${engine}`,
    `database ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    `storage ${storageDriverOf(env)}`,
    `mail ${env.SMTP_URL ? 'SMTP' : 'outbox'}`,
    `payments ${paymentProviderKind(env)}`,
    `NODE_ENV ${env.NODE_ENV}`,
  ].join(', ');
}

function modelOf(env: Env): string {
  if (env.IMAGE_ENGINE === 'gemini') return `${env.GEMINI_IMAGE_MODEL}, ${env.GEMINI_IMAGE_SIZE}`;
  if (env.IMAGE_ENGINE === 'openai')
    return `${env.OPENAI_IMAGE_MODEL}, ${env.OPENAI_IMAGE_SIZE}, ${env.OPENAI_IMAGE_QUALITY}`;
  return env.FASHN_MODEL_NAME;
}
