#!/usr/bin/env node
// Upload and download throughput of a 50 MB file (issue 16's /files), against the raw disk copy
// rate measured in the same run on the same disk. The built server runs on a scratch database of
// a real Postgres (or PGlite in memory with --pglite) and stores files on the local disk, as it
// does by default. An owner uploads the file into the organisation's space through the /files
// API (the bytes stream to disk; the first bytes are sniffed for blocked kinds, the quota is
// checked, the rows written), opens it and downloads it; the same through the storage API
// (`/storage/v1/object/…`, service key). The raw peer copies the same file on the same disk with
// `fs.copyFile` and with a read stream piped into a write stream (what the server's driver does).
// The raw peers also write the file from memory (an upload's work) and read it without writing
// (a download's). Prints, per path, the median and best of the runs in MB/s (1 MB = 10⁶ bytes)
// and the ratio of an upload to the raw write, of a download to the raw read.
//
//   node files.mjs [--pg <url> | --pglite] [--mb 50] [--runs 5]
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile, readFile, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  createUser,
  option,
  redact,
  requireBuiltServer,
  scratchDatabase,
  startServer,
} from './lib/server.mjs';

const usePglite = process.argv.includes('--pglite');
const pgUrl =
  option('pg', undefined) ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const MB = Number(option('mb', '50'));
const RUNS = Number(option('runs', '5'));
const BYTES = MB * 1_000_000;

requireBuiltServer();
const scratch = usePglite ? undefined : await scratchDatabase(pgUrl);
if (!usePglite && !scratch) process.exit(0);
const server = await startServer(scratch?.url, { poolSize: 10 });
// The raw copies run in a folder beside the server's data directory: the same disk.
const work = mkdtempSync(path.join(tmpdir(), 'ias-bench-files-'));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const rate = (seconds) => BYTES / 1e6 / seconds;

/** Runs `once` RUNS times (after one warm-up) and returns the rates in MB/s. */
async function measure(once) {
  await once();
  const rates = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await once(i);
    rates.push(rate((performance.now() - started) / 1000));
  }
  return rates;
}

/** Reads a response's body to the end, counting the bytes (nothing is kept). */
async function drain(response) {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  if (bytes !== BYTES) throw new Error(`downloaded ${bytes} bytes, expected ${BYTES}`);
}

try {
  const { app } = server;
  // Random bytes: nothing compresses, and the content sniffing sees an ordinary binary file.
  const source = path.join(work, 'source.bin');
  const bytes = randomBytes(BYTES);
  bytes.write('IAS bench file\n'); // a plain first line, never a blocked kind's signature
  writeFileSync(source, bytes);
  const payload = await readFile(source);

  const copied = path.join(work, 'copy.bin');
  const rawCopy = await measure(async () => {
    await copyFile(source, copied);
    await unlink(copied);
  });
  const rawStream = await measure(async () => {
    await pipeline(createReadStream(source), createWriteStream(copied));
    await unlink(copied);
  });
  // The peers of an upload (bytes from memory written to a file) and of a download (a file read
  // and its bytes dropped).
  const rawWrite = await measure(async () => {
    await writeFile(copied, payload);
    await unlink(copied);
  });
  const rawRead = await measure(async () => {
    let bytes = 0;
    for await (const chunk of createReadStream(source)) bytes += chunk.length;
    if (bytes !== BYTES) throw new Error(`read ${bytes} bytes`);
  });

  const owner = await createUser(app, { userType: 'Institute', fullName: 'Bench Owner' });
  const auth = { apikey: app.ctx.keys.anonKey, authorization: `Bearer ${owner.token}` };
  const org = await (
    await fetch(`${server.url}/api/organizations`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Vidyalaya', kind: 'institute' }),
    })
  ).json();
  const { spaces } = await (
    await fetch(`${server.url}/api/files/organizations/${org.id}/spaces`, { headers: auth })
  ).json();
  const space = spaces.find((s) => s.kind === 'organization') ?? spaces[0];
  // Room for every run's copy (the default plan's quota is 2 GB).
  await app.ctx.database.pool.query(
    `insert into public.file_settings (org_id, quota_bytes) values ($1, $2)
     on conflict (org_id) do update set quota_bytes = excluded.quota_bytes`,
    [org.id, BYTES * (RUNS + 2) * 2],
  );

  const uploaded = [];
  const filesUpload = await measure(async (i) => {
    const response = await fetch(
      `${server.url}/api/files/upload?space=${space.id}&name=${encodeURIComponent(`big-${i ?? 'warm'}.dat`)}`,
      {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/octet-stream' },
        body: payload,
      },
    );
    if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
    uploaded.push((await response.json()).id);
  });
  const fileId = uploaded.at(-1);
  const filesDownload = await measure(async () => {
    const link = await (
      await fetch(`${server.url}/api/files/${fileId}/open`, { method: 'POST', headers: auth })
    ).json();
    await drain(await fetch(new URL(link.download_url, server.url)));
  });

  const service = {
    apikey: app.ctx.keys.serviceKey,
    authorization: `Bearer ${app.ctx.keys.serviceKey}`,
  };
  const bucket = await fetch(`${server.url}/storage/v1/bucket`, {
    method: 'POST',
    headers: { ...service, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', public: false }),
  });
  if (!bucket.ok) throw new Error(`bucket: ${bucket.status} ${await bucket.text()}`);
  const storageUpload = await measure(async () => {
    const response = await fetch(`${server.url}/storage/v1/object/bench/big.bin`, {
      method: 'POST',
      headers: { ...service, 'content-type': 'application/octet-stream', 'x-upsert': 'true' },
      body: payload,
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  });
  const storageDownload = await measure(async () =>
    drain(await fetch(`${server.url}/storage/v1/object/bench/big.bin`, { headers: service })),
  );

  const row = (label, rates, peer, peerName) =>
    `${label.padEnd(44)} ${median(rates).toFixed(0).padStart(6)} MB/s  best ${Math.max(...rates)
      .toFixed(0)
      .padStart(
        5,
      )} MB/s${peer ? `  ${(median(rates) / median(peer)).toFixed(2).padStart(5)} × ${peerName}` : ''}`;
  console.log(
    `${MB} MB file, ${RUNS} runs after a warm-up, ${usePglite ? 'PGlite (memory)' : `Postgres ${redact(scratch.url)}`}, files on the local disk`,
  );
  console.log(row('raw disk copy, fs.copyFile', rawCopy));
  console.log(row('raw disk copy, read stream → write stream', rawStream));
  console.log(row('raw disk write (memory → file)', rawWrite));
  console.log(row('raw disk read (file → dropped)', rawRead));
  console.log(row('/files upload (POST /api/files/upload)', filesUpload, rawWrite, 'raw write'));
  console.log(row('/files download (open link, download=1)', filesDownload, rawRead, 'raw read'));
  console.log(
    row('storage API upload (POST /object/bench/…)', storageUpload, rawWrite, 'raw write'),
  );
  console.log(
    row('storage API download (GET /object/bench/…)', storageDownload, rawRead, 'raw read'),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
  await server.close();
  await scratch?.drop();
}
