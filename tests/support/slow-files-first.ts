/**
 * Vitest's order for a run without its cache (a clean clone, as in CI): the slowest files first,
 * so that none of them starts last and runs alone while the other workers stand idle. Without
 * a cache, Vitest starts the largest files first, and the kill loop (53 s on PostgreSQL, one of
 * the smallest files) started near the end (decision 277). Any other file keeps Vitest's order.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, as measured on a quiet machine on 2026-12-03 (docs/benchmarks.md, CI). */
const SLOWEST_FILES = [
  'tests/processes/kill-loop.db.test.ts',
  'tests/processes/remote-engine-faults.db.test.ts',
  'tests/processes/database-outage.db.test.ts',
  'tests/security/fuzz.db.test.ts',
  'tests/platform-portraits.db.test.ts',
  'tests/engines/marketplace-export.test.ts',
  'tests/runs.db.test.ts',
  'tests/processes/worker-crash.db.test.ts',
  'tests/server-restart.test.ts',
  'tests/engines/openai-engine.test.ts',
  'tests/engines/gemini-engine.test.ts',
  'tests/auth-two-factor.db.test.ts',
  'tests/processes/scale-out.db.test.ts',
];

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FILES.indexOf(path.relative(root, file.moduleId));
      return index < 0 ? SLOWEST_FILES.length : index;
    };
    // Vitest's order of the projects stays; within each, the listed files go first.
    return sorted
      .map((file, position) => ({ file, position }))
      .sort(
        (a, b) =>
          projects.indexOf(a.file.project.name) - projects.indexOf(b.file.project.name) ||
          rank(a.file) - rank(b.file) ||
          a.position - b.position,
      )
      .map(({ file }) => file);
  }
}
