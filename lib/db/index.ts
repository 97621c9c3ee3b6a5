import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, type KyselyPlugin, PostgresDialect, type PostgresPool, SqliteDialect } from 'kysely';
import pg from 'pg';
import { dataDir, env } from '@/lib/env';
import { createOutageLog } from '@/lib/outage-log.mjs';
import { onShutdown } from '@/lib/shutdown.mjs';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

interface Handle {
  key: string;
  engine: Engine;
  db: Db;
  ready?: Promise<void>;
}

// One handle per process, kept on globalThis so that `next dev` hot reloads reuse it.
const store = globalThis as typeof globalThis & { __dbHandle?: Handle; __dbCloseOnShutdown?: boolean };

// int8 (bigint) columns hold rupee amounts well below 2^53: read them as numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

function open(): Handle {
  const { DATABASE_URL } = env();
  const plugins = [new CamelCasePlugin()];
  if (DATABASE_URL) {
    const watched = watchedPostgres(new pg.Pool({ connectionString: DATABASE_URL, max: 10 }));
    return {
      key: DATABASE_URL,
      engine: 'postgres',
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: watched.pool }), plugins: [...plugins, watched.plugin] }),
    };
  }
  const dir = dataDir();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'site.db');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    key: file,
    engine: 'sqlite',
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins }),
  };
}

/**
 * The pool as Kysely uses it, and a plugin, with an outage log: one line when PostgreSQL is lost,
 * at most one a minute while it stays away, one when it is back with the count of failed calls. A
 * connection that could not be opened or that broke is a failed call; a query that returned shows
 * the server is back (a connection handed out by the pool may be one whose end has not been
 * noticed yet, so its handing out proves nothing).
 */
function watchedPostgres(pool: pg.Pool): { pool: PostgresPool; plugin: KyselyPlugin } {
  const outage = createOutageLog('PostgreSQL', { impact: 'pages and writes that need the database fail until it returns.' });
  // A connection the server ends (a restart, a failover, an administrator's terminate) emits
  // 'error': on the pool while it is idle, on the connection itself while a query holds it. With
  // no listener either would end the process, so every connection gets one, once, that counts it
  // (an idle one's error reaches the pool as well: nothing more to do there). The pool drops that
  // connection and opens a new one for the next query.
  pool.on('error', () => {});
  const watched = new WeakSet<pg.PoolClient>();
  return {
    pool: {
      // Kysely opens a separate connection with these to cancel a query.
      Client: pg.Client,
      options: pool.options,
      async connect() {
        let client: pg.PoolClient;
        try {
          client = await pool.connect();
        } catch (err) {
          outage.failed(err);
          throw err;
        }
        if (!watched.has(client)) {
          watched.add(client);
          client.on('error', (err) => outage.failed(err));
        }
        return client;
      },
      end: () => pool.end(),
    },
    plugin: {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        outage.ok();
        return result;
      },
    },
  };
}

/**
 * Kysely prepares every query anew, and better-sqlite3 compiles SQL on each prepare(). The pages
 * and the API repeat a small set of query texts (values are bound, not inlined), so compiled
 * statements are kept, up to a bound. Queries run one at a time on this connection (Kysely's
 * connection mutex), so a statement is never in use twice.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= 500) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

function handle(): Handle {
  if (!store.__dbHandle) {
    store.__dbHandle = open();
    // Closed last when the server stops (server.mjs): SQLite checkpoints and removes its WAL.
    if (!store.__dbCloseOnShutdown) {
      onShutdown(async () => {
        await closeDb();
        console.log('Shutdown: database closed.');
      });
    }
    store.__dbCloseOnShutdown = true;
  }
  return store.__dbHandle;
}

/** The migrated database handle. Opening is lazy, so importing this module touches nothing. */
export async function db(): Promise<Db> {
  const h = handle();
  h.ready ??= migrateToLatest(h.db as Kysely<unknown>).then(
    () => undefined,
    (err) => {
      h.ready = undefined;
      throw err;
    },
  );
  await h.ready;
  return h.db;
}

export function engine(): Engine {
  return handle().engine;
}

export async function closeDb(): Promise<void> {
  const h = store.__dbHandle;
  store.__dbHandle = undefined;
  if (h) await h.db.destroy();
}
