/**
 * kill -9 at random points of runs, repeated (issue #15): the loop the process test runs 3 times
 * and `npm run bench:faults` 20 times. A server process and a worker process both work on runs
 * (RUN_WORKERS=1 each). Each round, new users start one run each; one of the two processes is
 * chosen at random and, once it has claimed one of those runs and shot k (random) of that run is
 * seen done by the client, after a random delay, killed with SIGKILL and started again. Then:
 * every run must end (completed, failed or stopped), every shot the client saw done must still
 * be served from storage, and each user must be charged exactly the images made.
 *
 * Every wait is on observable state (a log line, the run's shots, the usage), never on a timer
 * not having fired. The random choices come from one seed, printed, so a failure can be replayed.
 */
import type { RunView } from '../../src/core/runs.js';
import { startAppProcess, waitForHealth, type AppProcess } from './app-process.js';
import type { ProcessFixture } from './process-fixture.js';
import { signUpOverHttp, type RunClient } from './run-client.js';

export type KillTarget = 'server' | 'worker';

export interface KillRound {
  round: number;
  target: KillTarget;
  /** The run the killed process had claimed (null if it claimed none of the round's in time). */
  heldRun: string | null;
  /** The kill came once this shot of the held run was seen done, plus delayMs. */
  afterShot: number;
  delayMs: number;
  /** The held run was still unfinished when the process was killed. */
  midRun: boolean;
  /** Shots the client had seen done (all of the round's runs) before the kill. */
  doneBeforeKill: number;
  statuses: string[];
  imagesMade: number;
  charged: number;
  vendorCalls: number;
  /** From the kill until every run ended and every user's charge was settled. */
  recoveryMs: number;
  /** Why shots that did not complete ended so (a run may complete with some shots failed). */
  shotFailures: string[];
  problems: string[];
}

export interface KillLoopOptions {
  fixture: ProcessFixture;
  kills: number;
  seed: number;
  runsPerRound?: number;
  /** The vendor's delay per shot: the random delay after a shot is drawn below it. */
  latencyMs: number;
  serverEnv: NodeJS.ProcessEnv;
  workerEnv: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

const TERMINAL = new Set(['completed', 'failed', 'stopped']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** mulberry32: a small seeded generator, the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Polls until `done` answers a value; the server may be down meanwhile (errors are retried). */
async function until<T>(
  what: string,
  timeoutMs: number,
  check: () => Promise<T | undefined>,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms (${String(lastError)})`);
    await sleep(intervalMs);
  }
}

export async function runKillLoop(options: KillLoopOptions): Promise<KillRound[]> {
  const { fixture: f, latencyMs, serverEnv, workerEnv } = options;
  const random = seededRandom(options.seed);
  const log = options.log ?? (() => {});
  const runsPerRound = options.runsPerRound ?? 3;
  const processes: Record<KillTarget, AppProcess> = {
    server: f.server,
    worker: startAppProcess('worker', workerEnv),
  };
  await processes.worker.waitForOutput(/"msg":"generation ready"/);
  const rounds: KillRound[] = [];

  for (let round = 1; round <= options.kills; round++) {
    const target: KillTarget = random() < 0.5 ? 'server' : 'worker';
    const afterShot = Math.floor(random() * 4);
    const delayMs = Math.floor(random() * latencyMs);
    const callsBefore = f.generateCalls();
    const users: RunClient[] = [];
    for (let i = 0; i < runsPerRound; i++) users.push(await signUpOverHttp(f.baseUrl, f.dataDir));
    const runs = await Promise.all(users.map((user) => user.startRun(f.frontPhoto)));
    const runIds = runs.map((run) => run.id);

    // What the client has seen done, run by run: the shots it must find again after the kill.
    const seenDone = new Map<string, Set<number>>(runIds.map((id) => [id, new Set<number>()]));
    const views = new Map<string, RunView>();
    const look = async () => {
      await Promise.all(
        users.map(async (user, i) => {
          const view = await user.getRun(runIds[i]!);
          views.set(view.id, view);
          for (const shot of view.shots)
            if (shot.status === 'complete') seenDone.get(view.id)!.add(shot.index);
        }),
      );
    };

    const claimed = new RegExp(`"runId":"(${runIds.join('|')})"[^\\n]*"msg":"run claimed"`);
    const heldRun = await processes[target]
      .waitForOutput(claimed, 30_000)
      .then(() => claimed.exec(processes[target].output())![1]!)
      .catch(() => null);
    const watched = heldRun ?? runIds[0]!;
    await until(`shot ${afterShot} of run ${watched}`, 120_000, async () => {
      await look();
      const view = views.get(watched)!;
      const shot = view.shots.find((s) => s.index === afterShot);
      return shot?.status === 'complete' || TERMINAL.has(view.status) ? true : undefined;
    });
    await sleep(delayMs);
    await look();
    const midRun = !TERMINAL.has(views.get(watched)!.status);
    const doneBeforeKill = [...seenDone.values()].reduce((sum, set) => sum + set.size, 0);
    await processes[target].kill();
    const killedAt = performance.now();
    log(
      `round ${round}: kill -9 ${target} holding ${heldRun ?? 'no run of the round'} after shot ${afterShot} + ${delayMs} ms (${doneBeforeKill} shots seen done${midRun ? ', mid-run' : ''})`,
    );

    processes[target] = startAppProcess(target, target === 'server' ? serverEnv : workerEnv);
    if (target === 'server') await waitForHealth(processes.server, f.baseUrl);
    else await processes.worker.waitForOutput(/"msg":"generation ready"/);

    // Every run ends; a dead worker's run resumes once its lease runs out.
    await until('every run of the round to end', 240_000, async () => {
      await look();
      return runIds.every((id) => TERMINAL.has(views.get(id)?.status ?? '')) ? true : undefined;
    });
    // A worker killed between finishing a run and settling it leaves that to the sweeper.
    const made = (id: string) => views.get(id)!.shots.filter((s) => s.status === 'complete').length;
    const charges = await until(
      'every charge to equal the images made',
      120_000,
      async () => {
        const used = await Promise.all(users.map(async (user) => (await user.usage()).used));
        return used.every((n, i) => n === made(runIds[i]!)) ? used : undefined;
      },
      500,
    ).catch(() => Promise.all(users.map(async (user) => (await user.usage()).used)));
    const recoveryMs = performance.now() - killedAt;

    const problems: string[] = [];
    for (const [i, id] of runIds.entries()) {
      const view = views.get(id)!;
      if (!TERMINAL.has(view.status)) problems.push(`run ${id} is stuck in ${view.status}`);
      if (charges[i] !== made(id))
        problems.push(`run ${id}: charged ${charges[i]}, made ${made(id)}`);
      for (const index of seenDone.get(id)!) {
        const shot = view.shots.find((s) => s.index === index);
        const image = await users[i]!.get(`/api/runs/${id}/shots/${index}/image`);
        const bytes = Buffer.from(await image.arrayBuffer());
        if (
          shot?.status !== 'complete' ||
          image.status !== 200 ||
          bytes.subarray(1, 4).toString('latin1') !== 'PNG'
        )
          problems.push(`run ${id}: shot ${index} was seen done but its image is gone`);
      }
    }
    const record: KillRound = {
      round,
      target,
      heldRun,
      afterShot,
      delayMs,
      midRun,
      doneBeforeKill,
      statuses: runIds.map((id) => views.get(id)!.status),
      imagesMade: runIds.reduce((sum, id) => sum + made(id), 0),
      charged: charges.reduce((sum, n) => sum + n, 0),
      vendorCalls: f.generateCalls() - callsBefore,
      recoveryMs,
      shotFailures: runIds.flatMap((id) =>
        views
          .get(id)!
          .shots.filter((s) => s.status !== 'complete')
          .map((s) => `${s.index} ${s.status}: ${s.failureReason ?? ''}`),
      ),
      problems,
    };
    log(
      `round ${round}: ${record.statuses.join(', ')}; ${record.imagesMade} images, charged ${record.charged}, ${record.vendorCalls} vendor calls, recovered in ${(recoveryMs / 1000).toFixed(1)} s${record.shotFailures.length ? `; shots not made: ${record.shotFailures.join('; ')}` : ''}${problems.length ? `; PROBLEMS: ${problems.join('; ')}` : ''}`,
    );
    rounds.push(record);
  }
  return rounds;
}
