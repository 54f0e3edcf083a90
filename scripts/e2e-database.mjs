#!/usr/bin/env node
// Makes and migrates an embedded database folder from the built server's own code, for
// scripts/run-e2e.mjs to give the browser tests' apps a copy each (decision 207).
// Argument: the folder (`$DATA_DIR/pg`).
import { migrateDatabase, openDatabase } from '../dist/node/server/db/client.js';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: e2e-database <pglite folder>');
  process.exit(2);
}
const database = await openDatabase({ pgliteDir: dir });
await migrateDatabase(database);
await database.close();
