import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { JobSchedule } from '../../lib/jobs/queue.js';
import { deliverPendingRuns } from './deliver-runs.js';
import { planScheduledReports, recordDueRun, RUN_JOB } from './plan-runs.js';

/**
 * Scheduled reports on the job queue, for `startJobs`: each tick enqueues what fell due (one job
 * per schedule and due time, whatever the number of instances) and then sends the runs waiting
 * (each claimed by one instance); the job records the due run in the queue's transaction.
 */
export function scheduledReportJobs(ctx: AppContext, sender = randomUUID()): JobSchedule {
  return {
    async tick(db, now) {
      await planScheduledReports(db, now);
      await deliverPendingRuns(ctx, sender, now);
    },
    handlers: { [RUN_JOB]: recordDueRun },
  };
}
