import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type OrganizationsTable = {
  id: Generated<string>;
  name: string;
  kind: 'institute' | 'company';
  address: string | null;
  timezone: Defaulted<string>;
  /** ISO 3166-2:IN code of the state or union territory (migration 0073). */
  state: Defaulted<string | null>;
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
  face_verification: Defaulted<boolean>;
  is_demo: Defaulted<boolean>;
  pin_check_in: Defaulted<boolean>;
  auto_check_out: Defaulted<'off' | 'shift_end' | 'fixed'>;
  auto_check_out_time: string | null;
  corrections_per_month: number | null;
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

/** A group's own join code (at most one per group); written only by /api. */
export type GroupJoinCodesTable = {
  id: Generated<string>;
  group_id: string;
  org_id: string;
  code: string;
  created_by: string | null;
  created_at: Timestamp;
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

export type ShiftsTable = {
  id: Generated<string>;
  org_id: string;
  name: string;
  starts_at: string;
  ends_at: string;
  grace_minutes: number | null;
  weekly_off_days: number[] | null;
  overnight: ColumnType<boolean, never, never>;
  created_at: Defaulted<Date>;
};

export type ClassSessionsTable = {
  id: Generated<string>;
  org_id: string;
  group_id: string;
  subject: string;
  teacher_id: string | null;
  weekday: number;
  period: number;
  starts_at: string;
  ends_at: string;
  room: string | null;
  created_at: Defaulted<Date>;
};

export type HolidaysTable = { id: Generated<string>; org_id: string; date: string; name: string };

export type SitesTable = {
  id: Generated<string>;
  org_id: string;
  name: string;
  latitude: number;
  longitude: number;
  radius_m: Defaulted<number>;
  created_at: Defaulted<Date>;
};

export type AttendanceStatus = 'present' | 'late' | 'half_day' | 'absent' | 'excused' | 'on_leave';

export type AttendanceRecordsTable = {
  id: Generated<string>;
  org_id: string;
  member_id: string;
  date: string;
  class_session_id: string | null;
  shift_id: string | null;
  check_in_at: Timestamp | null;
  check_out_at: Timestamp | null;
  status: AttendanceStatus;
  method: 'face' | 'card' | 'manual' | 'qr' | 'self_geo' | 'biometric' | 'pin' | null;
  match_confidence: number | null;
  device_id: string | null;
  latitude: number | null;
  longitude: number | null;
  marked_by: string | null;
  client_id: string | null;
  note: string | null;
  flags: Defaulted<string[]>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type AttendanceScansTable = {
  id: Generated<string>;
  org_id: string;
  client_id: string;
  member_id: string;
  record_id: string | null;
  scanned_at: Timestamp;
  received_at: Defaulted<Date>;
  method: 'face' | 'card' | 'qr' | 'self_geo' | 'biometric' | 'pin' | 'manual';
  outcome: 'checked_in' | 'checked_out' | 'repeat';
  match_confidence: number | null;
  device_id: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type DevicesTable = {
  id: Generated<string>;
  org_id: string;
  name: string;
  token_hash: string;
  group_ids: Defaulted<string[]>;
  methods: string[];
  created_by: string | null;
  created_at: Defaulted<Date>;
  last_seen_at: Timestamp | null;
  revoked_at: Timestamp | null;
};

export type FaceDataTable = {
  id: Generated<string>;
  org_id: string;
  member_id: string;
  embedding: number[];
  model: string;
  model_version: string;
  quality: number;
  consent_at: Timestamp;
  consent_recorded_by: string | null;
  created_by: string | null;
  created_at: Defaulted<Date>;
};

type RequestStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

export type LeaveRequestsTable = {
  id: Generated<string>;
  org_id: string;
  member_id: string;
  from_date: string;
  to_date: string;
  reason: string;
  status: Defaulted<RequestStatus>;
  decided_by: string | null;
  decided_at: Timestamp | null;
  decision_note: string | null;
  created_at: Defaulted<Date>;
};

export type CorrectionRequestsTable = {
  id: Generated<string>;
  org_id: string;
  member_id: string;
  record_id: string | null;
  date: string;
  class_session_id: string | null;
  check_in_at: Timestamp | null;
  check_out_at: Timestamp | null;
  reason: string;
  status: Defaulted<RequestStatus>;
  decided_by: string | null;
  decided_at: Timestamp | null;
  decision_note: string | null;
  created_at: Defaulted<Date>;
};

export type OrgTables = {
  organizations: OrganizationsTable;
  memberships: MembershipsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  group_join_codes: GroupJoinCodesTable;
  invitations: InvitationsTable;
  shifts: ShiftsTable;
  class_sessions: ClassSessionsTable;
  holidays: HolidaysTable;
  sites: SitesTable;
  attendance_records: AttendanceRecordsTable;
  attendance_scans: AttendanceScansTable;
  devices: DevicesTable;
  face_data: FaceDataTable;
  leave_requests: LeaveRequestsTable;
  correction_requests: CorrectionRequestsTable;
};
