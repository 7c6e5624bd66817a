import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import type { OrgTables } from '../../lib/db-types-orgs.js';

export type OrgDb = Kysely<DB & OrgTables>;

export const asOrgDb = (db: Kysely<DB>) => db as unknown as OrgDb;

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Eight characters without 0/O or 1/I, easy to read out in a classroom. */
export function newJoinCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export function findOrganization(db: OrgDb, id: string) {
  return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrganizationByCode(db: OrgDb, code: string) {
  return db
    .selectFrom('organizations')
    .selectAll()
    .where('join_code', '=', code)
    .executeTakeFirst();
}

export function findMember(db: OrgDb, id: string) {
  return db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMemberOfUser(db: OrgDb, orgId: string, userId: string) {
  return db
    .selectFrom('memberships')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findMemberByEmail(db: OrgDb, orgId: string, email: string) {
  return db
    .selectFrom('memberships')
    .selectAll()
    .where('org_id', '=', orgId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export function setUserType(db: OrgDb, userId: string, userType: string) {
  return db.updateTable('profiles').set({ user_type: userType }).where('id', '=', userId).execute();
}
