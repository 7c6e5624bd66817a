import type { ContactSubmission } from '@ias/shared';
import { type Generated, type Kysely, sql } from 'kysely';
import type { DB } from '../../lib/db-types.js';

/** public.contact_messages (migrations/0004); only this module writes it. */
type ContactMessagesTable = {
  id: Generated<string>;
  reference: string;
  kind: 'contact' | 'support';
  name: string;
  email: string;
  organisation: string | null;
  topic: string;
  category: string | null;
  urgency: string | null;
  message: string;
  user_id: string | null;
  status: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

type ContactDB = { 'public.contact_messages': ContactMessagesTable };

export type StoredContactMessage = { reference: string; createdAt: Date };

/** Postgres' unique_violation, raised when a random reference collides with an existing one. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/**
 * Inserts a validated message as the database owner (clients have no insert grant). A user id
 * that no longer exists is stored as null rather than failing the sender.
 */
export async function insertContactMessage(
  db: Kysely<DB>,
  message: ContactSubmission,
  reference: string,
  userId: string | undefined,
): Promise<StoredContactMessage> {
  const row = await db
    .withTables<ContactDB>()
    .insertInto('public.contact_messages')
    .values({
      reference,
      kind: message.kind,
      name: message.name,
      email: message.email,
      organisation: message.organisation ? message.organisation : null,
      topic: message.topic,
      category: message.kind === 'support' ? message.category : null,
      urgency: message.kind === 'support' ? message.urgency : null,
      message: message.message,
      user_id: userId
        ? sql<string | null>`(select id from auth.users where id = ${userId}::uuid)`
        : null,
    })
    .returning(['reference', 'created_at'])
    .executeTakeFirstOrThrow();
  return { reference: row.reference, createdAt: row.created_at };
}
