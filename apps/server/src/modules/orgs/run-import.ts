import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportPreview } from '@ias/shared';
import { sql } from 'kysely';
import { asActor } from '../../lib/actor.js';
import { isMinor } from '../consent/gate.js';
import type { ImportPlan } from './plan-import.js';
import type { OrgDb } from './repository.js';

export type ImportJob = {
  id: string;
  orgId: string;
  userId: string;
  status: 'running' | 'done' | 'failed';
  total: number;
  processed: number;
  result?: Pick<ImportPreview, 'creates' | 'updates' | 'unchanged'> & { groupsCreated: number };
  error?: string;
  finishedAt?: number;
};

const JOB_RETENTION_MS = 60 * 60_000;

/**
 * Imports run in the background so the page can show progress; each runs in one transaction, so
 * a failure leaves nothing half-imported. Progress lives in this process (the job's owner polls
 * the instance that started it).
 */
export class ImportJobs {
  private readonly jobs = new Map<string, ImportJob>();

  get(id: string): ImportJob | undefined {
    return this.jobs.get(id);
  }

  start(
    db: OrgDb,
    orgId: string,
    userId: string,
    plan: ImportPlan,
    role: string,
    log: FastifyBaseLogger,
  ): ImportJob {
    this.prune();
    const job: ImportJob = {
      id: randomUUID(),
      orgId,
      userId,
      status: 'running',
      total: plan.total,
      processed: 0,
    };
    this.jobs.set(job.id, job);
    applyImport(db, orgId, userId, plan, role, (processed) => {
      job.processed = processed;
    }).then(
      (result) => {
        Object.assign(job, {
          status: 'done',
          processed: job.total,
          result,
          finishedAt: Date.now(),
        });
      },
      (error: unknown) => {
        log.error({ err: error }, 'people import failed');
        Object.assign(job, {
          status: 'failed',
          error: 'The import failed and nothing was imported. Please try again.',
          finishedAt: Date.now(),
        });
      },
    );
    return job;
  }

  private prune() {
    for (const [id, job] of this.jobs) {
      if (job.finishedAt && Date.now() - job.finishedAt > JOB_RETENTION_MS) this.jobs.delete(id);
    }
  }
}

async function applyImport(
  db: OrgDb,
  orgId: string,
  userId: string,
  plan: ImportPlan,
  role: string,
  onProgress: (processed: number) => void,
) {
  return asActor(db, { userId }, async (trx) => {
    const groupIds = new Map<string, string>();
    for (const group of await trx
      .selectFrom('groups')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .execute()) {
      groupIds.set(group.name.toLowerCase(), group.id);
    }
    let groupsCreated = 0;
    for (const name of plan.groupsToCreate) {
      if (groupIds.has(name.toLowerCase())) continue;
      const group = await trx
        .insertInto('groups')
        .values({ org_id: orgId, name, kind: plan.groupKind as 'class' })
        .returning('id')
        .executeTakeFirstOrThrow();
      groupIds.set(name.toLowerCase(), group.id);
      groupsCreated++;
    }
    let processed = 0;
    for (const row of plan.planned) {
      processed++;
      if (row.action === 'unchanged') {
        onProgress(processed);
        continue;
      }
      const { values } = row;
      const fields = {
        full_name: values.full_name,
        ...(values.email ? { email: values.email } : {}),
        ...(values.phone ? { phone: values.phone } : {}),
        ...(values.card_number ? { card_number: values.card_number } : {}),
        ...(values.number ? { [plan.numberColumn]: values.number } : {}),
      };
      const memberId = row.existingId
        ? (
            await trx
              .updateTable('memberships')
              .set({ ...fields, status: 'active', left_at: null })
              .where('id', '=', row.existingId)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        : (
            await trx
              .insertInto('memberships')
              .values({
                org_id: orgId,
                role: role as 'student',
                status: 'active',
                approved_by: userId,
                approved_at: new Date(),
                ...fields,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      if (values.date_of_birth)
        await recordBirthDate(trx, orgId, memberId, userId, values.date_of_birth);
      if (values.group) {
        await trx
          .insertInto('group_members')
          .values({
            group_id: groupIds.get(values.group.toLowerCase())!,
            member_id: memberId,
            org_id: orgId,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      onProgress(processed);
    }
    return {
      creates: plan.creates,
      updates: plan.updates,
      unchanged: plan.unchanged,
      groupsCreated,
    };
  });
}

/**
 * Records an imported date of birth as staff recording it one by one would: someone it makes a
 * child, without a guardian's consent in force, loses their face data in the same transaction
 * (kiosks forget it through the face_data NOTIFY).
 */
async function recordBirthDate(
  trx: OrgDb,
  orgId: string,
  memberId: string,
  userId: string,
  dateOfBirth: string,
) {
  await sql`
    insert into public.member_birth_dates (member_id, org_id, date_of_birth, recorded_by)
    values (${memberId}::uuid, ${orgId}::uuid, ${dateOfBirth}::date, ${userId}::uuid)
    on conflict (member_id) do update
      set date_of_birth = excluded.date_of_birth, recorded_by = excluded.recorded_by,
          recorded_at = now()
      where member_birth_dates.date_of_birth is distinct from excluded.date_of_birth`.execute(trx);
  if (!(await isMinor(trx, memberId))) return;
  await sql`
    delete from public.face_data f
     where f.member_id = ${memberId}::uuid
       and not exists (select 1 from public.face_consents c
                        where c.member_id = f.member_id and c.withdrawn_at is null)`.execute(trx);
}
