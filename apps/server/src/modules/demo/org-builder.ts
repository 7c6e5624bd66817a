import { randomUUID } from 'node:crypto';
import {
  type EmailBook,
  type PersonName,
  randomMobile,
  randomName,
  type RegionMix,
} from './names.js';
import type { DemoUser, GroupMemberRow, GroupRow, MembershipRow } from './plan-types.js';
import type { Rng } from './random.js';

export type Person = { name: PersonName; email: string; phone: string };

type AccountSpec = Pick<DemoUser, 'role' | 'kind' | 'userType'> & { profile?: DemoUser['profile'] };
type MemberSpec = Partial<MembershipRow> & Pick<MembershipRow, 'role'>;
type GroupSpec = Pick<GroupRow, 'name' | 'kind'> & Partial<Omit<GroupRow, 'id' | 'org_id'>>;

/** Collects one organisation's people, accounts and groups as its planner adds them. */
export class OrgBuilder {
  readonly orgId = randomUUID();
  readonly users: DemoUser[] = [];
  readonly memberships: MembershipRow[] = [];
  readonly groups: GroupRow[] = [];
  readonly groupMembers: GroupMemberRow[] = [];
  private readonly cards = new Set<string>();
  constructor(
    readonly rng: Rng,
    private readonly emails: EmailBook,
    private readonly mix: RegionMix,
    /** When everyone joined: the start of the first day of the generated history. */
    private readonly joinedAt: string,
  ) {}

  /** A new person from the organisation's city; `hint` goes into the e-mail (e.g. the class). */
  person(hint?: string): Person {
    const name = randomName(this.rng, this.mix);
    return { name, email: this.emails.take(name, hint), phone: randomMobile(this.rng) };
  }

  /** An ID-card number as RFID readers type it: ten digits, unique in the organisation. */
  card(): string {
    for (;;) {
      const card = String(this.rng.int(1_000_000_000, 4_294_967_295));
      if (!this.cards.has(card)) {
        this.cards.add(card);
        return card;
      }
    }
  }

  /** A demo account for this person; returns its user id. */
  account(person: Person, spec: AccountSpec): string {
    const id = randomUUID();
    const { email, phone } = person;
    this.users.push({ id, email, phone, fullName: person.name.fullName, profile: {}, ...spec });
    return id;
  }

  member(person: Person, spec: MemberSpec): MembershipRow {
    const row: MembershipRow = {
      id: randomUUID(),
      org_id: this.orgId,
      user_id: null,
      full_name: person.name.fullName,
      email: person.email,
      phone: person.phone,
      status: 'active',
      roll_number: null,
      employee_code: null,
      card_number: null,
      shift_id: null,
      approved_at: this.joinedAt,
      created_at: this.joinedAt,
      ...spec,
    };
    this.memberships.push(row);
    return row;
  }

  group(spec: GroupSpec): GroupRow {
    const row: GroupRow = {
      id: randomUUID(),
      org_id: this.orgId,
      parent_id: null,
      responsible_id: null,
      site_id: null,
      shift_id: null,
      ...spec,
    };
    this.groups.push(row);
    return row;
  }

  join(group: GroupRow, member: MembershipRow): void {
    this.groupMembers.push({ group_id: group.id, member_id: member.id, org_id: this.orgId });
  }
}
