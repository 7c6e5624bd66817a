import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type OrganizationsTable = {
  id: Generated<string>;
  name: string;
  kind: 'institute' | 'company';
  address: string | null;
  timezone: Defaulted<string>;
  logo_url: string | null;
  owner_id: string;
  join_code: string;
  late_grace_minutes: Defaulted<number>;
  half_day_threshold_minutes: Defaulted<number>;
  min_attendance_percent: ColumnType<
    string | null,
    number | string | null | undefined,
    number | string | null
  >;
  allowed_methods: Defaulted<string[]>;
  weekly_off_days: Defaulted<number[]>;
  staff_can_approve: Defaulted<boolean>;
  students_self_check_in: Defaulted<boolean>;
  liveness_required: Defaulted<boolean>;
  is_demo: Defaulted<boolean>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type MembershipsTable = {
  id: Generated<string>;
  org_id: string;
  user_id: string | null;
  full_name: string;
  email: string | null;
  phone: string | null;
  role: 'owner' | 'teacher' | 'student' | 'employee' | 'incharge';
  status: Defaulted<'invited' | 'pending' | 'active' | 'rejected' | 'left'>;
  roll_number: string | null;
  employee_code: string | null;
  card_number: string | null;
  shift_id: string | null;
  photo_url: string | null;
  invited_by: string | null;
  approved_by: string | null;
  approved_at: Timestamp | null;
  left_at: Timestamp | null;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type GroupsTable = {
  id: Generated<string>;
  org_id: string;
  name: string;
  kind: 'class' | 'section' | 'course' | 'department' | 'team' | 'site';
  parent_id: string | null;
  responsible_id: string | null;
  site_id: string | null;
  shift_id: string | null;
  created_at: Defaulted<Date>;
};

export type GroupMembersTable = {
  group_id: string;
  member_id: string;
  org_id: string;
  added_at: Defaulted<Date>;
};

export type InvitationsTable = {
  id: Generated<string>;
  org_id: string;
  member_id: string;
  email: string;
  token_hash: string;
  invited_by: string | null;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  created_at: Defaulted<Date>;
};

export type OrgTables = {
  organizations: OrganizationsTable;
  memberships: MembershipsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  invitations: InvitationsTable;
};
