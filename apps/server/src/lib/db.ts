import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import type { DB } from './db-types.js';
import { PgliteStream } from './pglite-stream.js';

export { DataDirLockedError } from './data-dir-lock.js';

// Dates stay 'YYYY-MM-DD' strings: a JS Date would shift them through the server's time zone.
pg.types.setTypeParser(1082, (value) => value);

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  kind: DatabaseKind;
  pool: pg.Pool;
  db: Kysely<DB>;
  /**
   * Long reads (reports, exports) on a small pool of their own, with a longer statement time-out,
   * so they queue among themselves and never take the connections check-ins need. The same
   * connection as `db` on PGlite, which has only one.
   */
  reportDb: Kysely<DB>;
  /** Human-readable location for logs, never containing a password. */
  location: string;
  /**
   * Receives NOTIFY messages on a channel until the returned function is called. `onResume` is
   * called after a lost listening connection is back: messages sent meanwhile were missed.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Embedded database only: an image of its data directory (a tar, as PGlite's loadDataDir reads).
   * Consistent only while the caller holds the one connection (no transaction half-way).
   */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A postgres:// URL; without it the embedded PGlite under `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
  /** Keep the embedded database in memory (tests); nothing is written under dataDir. */
  inMemory?: boolean;
  /** Start the in-memory database from this dump (a migrated template) instead of initdb. */
  template?: Blob;
};

// Every connection speaks UTC; organisation time zones are applied explicitly in queries.
const UTC_SESSION = '-c TimeZone=UTC';

/** How long a request waits for a connection before it is told the database is unavailable. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Reports: two connections (a third report waits its turn) and a minute per statement at most. */
const REPORT_POOL_SIZE = 2;
const REPORT_STATEMENT_TIMEOUT_MS = 60_000;
/** A report may wait for a free report connection longer than a check-in waits for its pool. */
const REPORT_CONNECT_TIMEOUT_MS = 30_000;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: UTC_SESSION,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    // Queries given to a client before the last one answered are written at once, not queued:
    // the data API sends BEGIN, the caller's settings, its statement and COMMIT in one go.
    pipeline: true,
  });
  // A connection the database closes (restart, failover, pg_terminate_backend) emits 'error'.
  // The pool listens while a client is idle, but not while a transaction holds it between two
  // queries, and an 'error' nobody listens to ends the process. The transaction's next query
  // fails instead (the request answers 503), and the pool drops the broken client on release.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const reportPool = new pg.Pool({
    connectionString: url,
    max: REPORT_POOL_SIZE,
    // Reports group and sort far more rows than a request: room to hash them in memory (64 MB a
    // report connection, two of them) rather than spill to disk at the default 4 MB.
    options: `${UTC_SESSION} -c statement_timeout=${REPORT_STATEMENT_TIMEOUT_MS} -c work_mem=64MB`,
    connectionTimeoutMillis: REPORT_CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  reportPool.on('error', () => undefined);
  reportPool.on('connect', (client) => client.on('error', () => undefined));
  const safe = new URL(url);
  safe.password = safe.password ? '***' : '';
  return {
    kind: 'postgres',
    pool,
    db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }),
    reportDb: new Kysely<DB>({ dialect: new PostgresDialect({ pool: reportPool }) }),
    location: safe.toString(),
    listen: (channel, onMessage, onResume) => listenOnPostgres(url, channel, onMessage, onResume),
    async close() {
      await Promise.all([pool.end(), reportPool.end()]);
    },
  };
}

/**
 * LISTEN needs a connection of its own that stays open. If it drops (a database restart, a
 * terminated backend), it is re-established with a growing pause until the database answers
 * again, and `onResume` tells the listener that it may have missed messages.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onResume?: () => void,
) {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 500;
  const retry = () => {
    if (stopped) return;
    setTimeout(() => {
      connect().then(
        () => onResume?.(),
        () => retry(),
      );
    }, delay).unref();
    delay = Math.min(delay * 2, 30_000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      void next.end().catch(() => undefined);
      if (client !== next) return; // still connecting: that attempt's failure retries
      client = undefined;
      retry();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = 500;
  };
  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}

/**
 * `pool.query` of pg-pool ends the client when its statement fails — right for a network
 * connection, wrong for PGlite: every client of the pool talks to the one embedded backend, and
 * an ended client's messages still queued (the rest of the failed statement, its Sync) reach the
 * backend after the next client's, so the statements after a failed one failed or got another's
 * answer. A failed statement leaves the embedded connection as good as before: keep it.
 */
function keepClientOnStatementError(pool: pg.Pool): pg.Pool {
  const query = async (config: string | pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      return await client.query(config, values);
    } finally {
      client.release();
    }
  };
  pool.query = query as typeof pool.query;
  return pool;
}

/**
 * A new connection to the embedded database meets the backend the last one left: its prepared
 * statements (the new one's driver knows none of them and would prepare them again under the same
 * names) and, if it was dropped half-way, its transaction.
 */
async function forgetEarlierConnection(pglite: PGlite): Promise<void> {
  // exec takes PGlite's lock itself (runExclusive around it would wait for itself).
  if (pglite.isInTransaction()) await pglite.exec('rollback');
  await pglite.exec('deallocate all');
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const release = options.inMemory ? async () => undefined : await lockDataDir(options.dataDir);
  const pgdata = options.inMemory ? 'memory://' : path.join(options.dataDir, 'pgdata');
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(pgdata, options.template ? { loadDataDir: options.template } : {});
  } catch (error) {
    await release();
    throw error;
  }
  // PGlite is a single connection: the pool hands it to one transaction at a time, and never
  // closes it for being idle (it costs nothing; a new one prepares its statements again).
  await pglite.exec("set time zone 'UTC'");
  const pool = keepClientOnStatementError(
    new pg.Pool({
      max: 1,
      idleTimeoutMillis: 0,
      pipeline: true,
      user: 'postgres',
      database: 'postgres',
      stream: () => new PgliteStream(pglite, () => forgetEarlierConnection(pglite)),
    }),
  );
  // NOTIFY reaches the one backend's session, so it comes back in the answers the pool's
  // connection reads: handed to this database's listeners from there.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  pool.on('connect', (client) =>
    client.on('notification', (message) => {
      for (const onMessage of listeners.get(message.channel) ?? [])
        onMessage(message.payload ?? '');
    }),
  );
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'pglite',
    pool,
    db,
    reportDb: db,
    location: options.inMemory ? 'embedded (in memory)' : `embedded (${pgdata})`,
    // One in-process connection that cannot drop: nothing is ever missed, so no onResume.
    async listen(channel, onMessage) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await pool.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onMessage);
      return async () => {
        set.delete(onMessage);
        if (set.size || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await pool.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async dumpDataDir() {
      return pglite.dumpDataDir('none');
    },
    async close() {
      await pool.end();
      await pglite.close();
      await release();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options);
}
