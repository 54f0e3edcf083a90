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

/**
 * Each table has one owning module (decision 272; the table in docs/ARCHITECTURE.md): the module
 * that owns a schema file (src/server/db/schema/<file>.ts) is the only one that imports it. Any
 * other module asks the owner (its service, or a reader it offers) instead of querying the table,
 * so a table's rules, locks and transactions are written in one place.
 */
const SCHEMA_OWNERS = {
  // module: the schema files (src/server/db/schema/<file>.ts) of its tables
  account: ['account', 'billing-details'],
  admin: ['operators'],
  api: ['api'],
  auth: ['auth', 'two-factor-codes'],
  'background-library': ['backgrounds'],
  batches: ['batches'],
  billing: ['billing'],
  'catalogue-shares': ['catalogue-shares'],
  catalogues: ['catalogues'],
  listings: ['listings'],
  'model-library': ['models'],
  notifications: ['notifications'],
  'platform-portraits': ['platform-portraits'],
  quota: ['quota'],
  regenerations: ['regenerations'],
  runs: ['runs'],
  'shot-reports': ['shot-reports'],
  'vendor-costs': ['vendor-requests'],
  'vendor-limits': ['vendor-limits'],
  // No tables of their own.
  generation: [],
  health: [],
  'marketplace-exports': [],
  metrics: [],
};

/**
 * The list statements that join another module's table, each kept as one statement in the module
 * that owns the list (decision 272): the file, and the other modules' schema files it reads.
 */
const JOINED_LISTS = {
  'catalogues/catalogue-page-query.ts': ['runs'], // the catalogue list (decisions 115, 117)
  'quota/usage-history-query.ts': ['runs', 'shot-reports'], // the seller's usage history
  'regenerations/regeneration-sweep-queries.ts': ['quota'], // ended, image still reserved
  'runs/run-sweep-queries.ts': ['quota'], // finished, images still reserved
  'runs/unsaved-run-queries.ts': ['catalogues'], // finished runs with no catalogue
};

const SCHEMA = '^src/server/db/schema/';
const schemaFiles = (files) => files.map((file) => `${SCHEMA}${file}\\.ts$`);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const joinedListsOf = (module) =>
  Object.keys(JOINED_LISTS)
    .filter((file) => file.startsWith(`${module}/`))
    .map((file) => `^src/server/modules/${escape(file)}$`);

const ownTablesOnly = [
  ...Object.entries(SCHEMA_OWNERS).map(([module, files]) => ({
    name: 'own-tables-only',
    severity: 'error',
    comment: `modules/${module} imports only the schema of its own tables (${files.join(', ') || 'none'}); it asks the owning module for any other (decision 272).`,
    from: {
      path: `^src/server/modules/${escape(module)}/`,
      pathNot: [TEST, ...joinedListsOf(module)],
    },
    to: files.length > 0 ? { path: SCHEMA, pathNot: schemaFiles(files) } : { path: SCHEMA },
  })),
  ...Object.entries(JOINED_LISTS).map(([file, others]) => {
    const module = file.split('/')[0];
    return {
      name: 'own-tables-only',
      severity: 'error',
      comment: `modules/${file} is one list statement that joins ${others.join(', ')} as well as its own tables (decision 272), and nothing more.`,
      from: { path: `^src/server/modules/${escape(file)}$` },
      to: { path: SCHEMA, pathNot: schemaFiles([...SCHEMA_OWNERS[module], ...others]) },
    };
  }),
  {
    name: 'own-tables-only',
    severity: 'error',
    comment: 'A module with tables needs its row in SCHEMA_OWNERS (.dependency-cruiser.cjs).',
    from: {
      path: '^src/server/modules/',
      pathNot: [
        TEST,
        `^src/server/modules/(?:${Object.keys(SCHEMA_OWNERS).map(escape).join('|')})/`,
      ],
    },
    to: { path: SCHEMA },
  },
  {
    name: 'schema-index-in-db-only',
    severity: 'error',
    comment:
      "The whole schema (db/schema/index.ts) is the database wiring's (db/client.ts); code names the tables it owns.",
    from: { path: '^src/', pathNot: ['^src/server/db/', TEST] },
    to: { path: `${SCHEMA}index\\.ts$` },
  },
];

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
      name: 'modules-without-jobs',
      severity: 'error',
      comment:
        'A module holds its own work; the job machinery (jobs/) calls into it, wired by the composition root, never the other way (decision 274).',
      from: { path: '^src/server/modules/' },
      to: { path: '^src/server/jobs/' },
    },
    {
      name: 'repo-outside-modules',
      severity: 'error',
      comment: 'Outside modules, only the composition root and the jobs take a repo.',
      from: { path: '^src/', pathNot: ['^src/server/modules/', TEST, ...COMPOSITION_ROOT] },
      to: { path: REPO },
    },
    ...ownTablesOnly,
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
