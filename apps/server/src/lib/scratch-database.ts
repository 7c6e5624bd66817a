import pg from 'pg';

export type ScratchDatabase = { url: string; name: string; drop(): Promise<void> };

async function withClient<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database of its own on a real Postgres, for a test file or a benchmark run, so parallel
 * runs never see each other's rows. `drop()` removes it again. With `template`, it starts as a copy
 * of that database (which must have no open connection), e.g. one already migrated. `fast` commits
 * without waiting for the disk (synchronous_commit off): for throw-away test databases only.
 */
export async function createScratchDatabase(
  baseUrl: string,
  prefix: string,
  options: { template?: string; fast?: boolean } = {},
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withClient(baseUrl, async (admin) => {
    await admin.query(
      options.template
        ? `create database "${name}" template "${options.template}"`
        : `create database "${name}"`,
    );
    if (options.fast) await admin.query(`alter database "${name}" set synchronous_commit = off`);
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withClient(baseUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  };
}

/**
 * Drops every database whose name starts with `prefix` (one run's scratch databases, left until
 * its end: each DROP DATABASE makes Postgres checkpoint, which on a slow disk stalls everything
 * else running on it).
 */
export async function dropScratchDatabases(baseUrl: string, prefix: string): Promise<number> {
  return withClient(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [prefix],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists "${datname}" with (force)`);
    return rows.length;
  });
}
