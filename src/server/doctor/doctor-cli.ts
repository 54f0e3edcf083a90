/**
 * `npm run doctor -- [--yes] [--mail-to address] [--save folder]`: proves a deployment before
 * sellers pay (decision 226). Reads the same configuration as `npm start` (the environment),
 * prints one table, and exits 0 only when every check passed. The AI checks spend at most one
 * portrait and one shot at the configured vendor; it says how much and asks first, unless `--yes`.
 */
import { parseArgs } from 'node:util';
import { runDoctor } from './run-doctor.js';

const USAGE =
  'Usage: npm run doctor -- [--yes] [--mail-to you@example.com] [--save folder]\n' +
  '  --yes       spend on the AI checks (one portrait, one shot) without asking\n' +
  '  --mail-to   also send one test message to this address\n' +
  '  --save      write the portrait and the shot made to this folder';

async function main(): Promise<number> {
  let values: { yes?: boolean; 'mail-to'?: string; save?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        yes: { type: 'boolean', short: 'y' },
        'mail-to': { type: 'string' },
        save: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const mailTo = values['mail-to'];
  if (mailTo !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(mailTo)) {
    console.error(`--mail-to ${mailTo} is not an email address.\n${USAGE}`);
    return 2;
  }
  return runDoctor(
    process.env,
    { yes: values.yes ?? false, mailTo, save: values.save },
    { input: process.stdin, write: (text) => process.stdout.write(text) },
  );
}

const code = await main();
// Pooled connections and the image library's threads would keep the process alive: once the
// table is out, leave.
process.stdout.write('', () => process.exit(code));
