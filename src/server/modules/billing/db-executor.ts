/** What billing's repos query through: the database, or one transaction of it. */
import type { Database } from '../../db/client.js';

export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
