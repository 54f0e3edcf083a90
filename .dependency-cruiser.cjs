/**
 * Import rules eslint's import-x cannot see (`npm run lint:deps`). Its no-cycle does not follow
 * type-only imports, so a circle of `import type` passed unseen; here every import counts.
 * The zones of decision 008 are repeated where they are cheap to state.
 */

// A module's repo: modules/X/...-repo.ts.
const REPO = '^src/server/modules/[^/]+/.*-repo\\.ts$';
// Where repos are built and handed out today: the composition root and the jobs.
const COMPOSITION_ROOT = [
  '^src/server/(?:app|runtime)\\.ts$',
  '^src/server/.*compose[^/]*\\.ts$',
  '^src/server/jobs/',
];
const TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-other-modules-repo',
      severity: 'error',
      comment: 'A module reaches another module through its service, never its repo.',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: TEST },
      to: { path: REPO, pathNot: '^src/server/modules/$1/' },
    },
    {
      name: 'repo-outside-modules',
      severity: 'error',
      comment: 'Outside modules, only the composition root and the jobs take a repo.',
      from: { path: '^src/', pathNot: ['^src/server/modules/', TEST, ...COMPOSITION_ROOT] },
      to: { path: REPO },
    },
    {
      name: 'core-stands-alone',
      severity: 'error',
      comment: 'core is shared with the browser: nothing from server or web.',
      from: { path: '^src/core/' },
      to: { path: '^src/(?:server|web)/' },
    },
    {
      name: 'web-without-server',
      severity: 'error',
      comment: 'The browser bundle cannot hold server code.',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are edges too: a circle of them is still a circle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      // The server's `.js` specifiers of `.ts` files resolve on their own (depcruise tries .ts).
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      conditionNames: ['types', 'import', 'require', 'default'],
    },
  },
};
