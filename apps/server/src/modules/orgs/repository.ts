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

/** What a code opens: an organisation, or one of its groups (then the person joins that group). */
export async function findJoinTarget(db: OrgDb, code: string) {
  const org = await findOrganizationByCode(db, code);
  if (org) return { org, group: null };
  const group = await db
    .selectFrom('group_join_codes as c')
    .innerJoin('groups as g', 'g.id', 'c.group_id')
    .select(['g.id', 'g.name', 'g.org_id'])
    .where('c.code', '=', code)
    .executeTakeFirst();
  if (!group) return undefined;
  const owner = await findOrganization(db, group.org_id);
  return owner ? { org: owner, group: { id: group.id, name: group.name } } : undefined;
}

/** Whether a fresh code is already in use, as an organisation's or a group's. */
export async function isJoinCodeTaken(db: OrgDb, code: string): Promise<boolean> {
  if (await findOrganizationByCode(db, code)) return true;
  const group = await db
    .selectFrom('group_join_codes')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  return Boolean(group);
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
