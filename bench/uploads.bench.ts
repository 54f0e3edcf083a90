/**
 * `npm run bench:uploads`: a server process (tsx, as `npm run dev`; PGlite) takes pixel bombs and
 * then the largest photo it decodes, BENCH_CONCURRENCY (4) uploads in flight, to the run form and
 * the avatar; its peak resident memory (VmHWM) after each phase. The reference is the same
 * server's peak before any upload, measured in the same run. Writes the bench-uploads section of
 * docs/benchmarks.md (BENCH_NO_WRITE=1 to print only).
 */
import os from 'node:os';
import { badImages } from '../tests/support/bad-images.js';
import { bombard, largestAllowedPng, startBombedServer } from '../tests/support/upload-bombing.js';
import { writeBenchSection } from './support/report.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const BOMB_ROUNDS = Number(process.env.BENCH_BOMB_ROUNDS ?? 10);
const LARGEST_ROUNDS = Number(process.env.BENCH_LARGEST_ROUNDS ?? 4);

async function main() {
  delete process.env.TEST_DATABASE_URL;
  const bombs = (await badImages()).filter((image) => image.refusal === 'tooManyPixels');
  const largest = {
    label: 'a 49-megapixel PNG',
    bytes: await largestAllowedPng(),
    filename: 'front.png',
    type: 'image/png',
  };
  const target = await startBombedServer('bench-uploads');
  try {
    const start = target.memory();
    let t = performance.now();
    const bombStatuses = await bombard(target, bombs, {
      concurrency: CONCURRENCY,
      rounds: BOMB_ROUNDS,
    });
    const bombCount = bombs.length * 2 * BOMB_ROUNDS;
    const bombMs = (performance.now() - t) / bombCount;
    const afterBombs = target.memory();
    t = performance.now();
    await bombard(target, [largest], { concurrency: CONCURRENCY, rounds: LARGEST_ROUNDS });
    const largestCount = 2 * LARGEST_ROUNDS;
    const largestMs = (performance.now() - t) / largestCount;
    const afterLargest = target.memory();
    const refused = [...bombStatuses.values()].every((seen) =>
      [...seen].every((status) => status === 413 || status === 415),
    );
    const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown';
    const ratio = (mb: number) => (mb / start.peakMb).toFixed(2);
    const lines = [
      '## Upload bombs: the server’s peak memory (`npm run bench:uploads`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, load average ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}; the server under tsx on PGlite, no run workers, ${CONCURRENCY} uploads in flight to POST /api/runs and POST /api/account/avatar.`,
      '',
      '| phase | uploads | ms per upload | peak RSS (VmHWM) | ratio to the reference |',
      '| --- | --- | --- | --- | --- |',
      `| started, one user signed up (reference) | 0 | | ${start.peakMb} MB | 1.00 |`,
      `| pixel bombs (50000², 60000², a 400 MP PNG of 380 kB, an animated WebP of 52 MP frames), ${refused ? 'all refused' : 'NOT ALL REFUSED'} | ${bombCount} | ${bombMs.toFixed(0)} | ${afterBombs.peakMb} MB | ${ratio(afterBombs.peakMb)} |`,
      `| the largest photo decoded (49 MP from a 48 kB PNG) | ${largestCount} | ${largestMs.toFixed(0)} | ${afterLargest.peakMb} MB | ${ratio(afterLargest.peakMb)} |`,
      '',
      `Resident memory after the runs: ${afterLargest.nowMb} MB. Bombs are refused from their header, so they add nothing; a decoded upload takes one decode’s memory at a time (decision 175).`,
    ];
    console.log(lines.join('\n'));
    if (process.env.BENCH_NO_WRITE !== '1')
      await writeBenchSection('bench-uploads', lines, { after: 'bench-batch' });
  } finally {
    await target.close();
  }
}

await main();
