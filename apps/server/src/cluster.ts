import cluster, { type Worker } from 'node:cluster';

/** How long the workers may take to finish their requests once asked to stop. */
const STOP_GRACE_MS = 15_000;
/** A worker that dies sooner than this after starting is restarted only after a pause. */
const QUICK_DEATH_MS = 5_000;

/**
 * The primary of `WEB_CONCURRENCY` server processes (node:cluster): it forks the workers, which
 * each build the app and listen on the shared port, replaces one that dies, prints the URL once
 * all listen, and on SIGTERM/SIGINT asks each to stop (they finish their requests) and exits when
 * they have. It opens no database itself: migrations run in the workers under an advisory lock.
 */
export function runPrimary(workers: number, siteUrl: string): void {
  let stopping = false;
  let failed = false;
  let announced = false;
  const startedAt = new Map<Worker, number>();
  const listening = new Set<Worker>();

  const fork = () => startedAt.set(cluster.fork(), performance.now());
  cluster.on('listening', (worker) => {
    listening.add(worker);
    if (!announced && listening.size === workers) {
      announced = true;
      process.stdout.write(
        `\nIntelligent Attendance System is running at ${siteUrl}\n(${workers} server processes share the port)\n\n`,
      );
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listening.delete(worker);
    const lived = performance.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      // One still loading its modules has no handler yet and dies of the signal: nothing was in
      // flight there (migrations run in transactions).
      const stoppedWhileStarting = !wasListening && signal === 'SIGTERM';
      if (code !== 0 && !stoppedWhileStarting) {
        failed = true;
        process.stderr.write(
          `server process ${worker.process.pid} stopped badly (${signal ?? `code ${code}`})\n`,
        );
      }
      if (startedAt.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    process.stderr.write(
      `server process ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another\n`,
    );
    if (lived < QUICK_DEATH_MS) setTimeout(fork, 1_000).unref();
    else fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${signal} received: stopping ${startedAt.size} server processes\n`);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
    setTimeout(() => {
      process.stderr.write('server processes took too long to stop; exiting\n');
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < workers; i++) fork();
}
