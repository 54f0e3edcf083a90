import { ConfigError } from '../config/env.js';
import { BackupError } from './backup-manifest.js';

/** Runs a backup command: a refusal or bad setting prints its message and exits 1. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
