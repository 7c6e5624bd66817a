import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../lib/db-types.js';

/**
 * A line in `public.audit_log` for a personal-data action (an export, a deletion asked for,
 * cancelled or carried out). Written as the server, so it says who acted (`actorId`, null for the
 * daily job) and, for an organisation's line, which organisation's owners read it.
 */
export async function writePrivacyAudit(
  db: Kysely<DB> | Transaction<DB>,
  entry: {
    actorId: string | null;
    action: string;
    entity: string;
    entityId: string;
    orgId?: string | null;
    after?: Record<string, unknown>;
  },
): Promise<void> {
  await sql`insert into public.audit_log (org_id, actor_id, action, entity, entity_id, after)
            values (${entry.orgId ?? null}::uuid, ${entry.actorId}::uuid, ${entry.action},
                    ${entry.entity}, ${entry.entityId}, ${JSON.stringify(entry.after ?? {})}::jsonb)`.execute(
    db,
  );
}
