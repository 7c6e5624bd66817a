import type { DemoOrgKind, DemoRole } from '@ias/shared';

export type { DemoOrgKind, DemoRole };

/** A shared demo account: confirmed, no password, `app_metadata.demo = true`. */
export type DemoUser = {
  id: string;
  role: DemoRole;
  kind: DemoOrgKind;
  email: string;
  fullName: string;
  phone: string;
  userType: 'Student' | 'Teacher' | 'Institute' | 'Company' | 'Employee' | 'Incharge';
  profile: { company_name?: string; employees?: string; business_type?: string };
};

export type OrganizationRow = {
  id: string;
  name: string;
  kind: DemoOrgKind;
  address: string;
  timezone: string;
  owner_id: string;
  join_code: string;
  late_grace_minutes: number;
  half_day_threshold_minutes: number;
  min_attendance_percent: number | null;
  allowed_methods: string[];
  weekly_off_days: number[];
  staff_can_approve: boolean;
  students_self_check_in: boolean;
  is_demo: true;
};

export type SiteRow = {
  id: string;
  org_id: string;
  name: string;
  latitude: number;
  longitude: number;
  radius_m: number;
};

export type ShiftRow = {
  id: string;
  org_id: string;
  name: string;
  starts_at: string;
  ends_at: string;
  grace_minutes: number;
  weekly_off_days: number[];
};

export type HolidayRow = { org_id: string; date: string; name: string };

export type MembershipRow = {
  id: string;
  org_id: string;
  user_id: string | null;
  full_name: string;
  email: string;
  phone: string;
  role: 'owner' | 'teacher' | 'student' | 'employee' | 'incharge';
  status: 'active';
  roll_number: string | null;
  employee_code: string | null;
  card_number: string | null;
  shift_id: string | null;
  approved_at: string;
  /** The joining date: no record lies before it, so the demo's people joined before its history. */
  created_at: string;
};

export type GroupRow = {
  id: string;
  org_id: string;
  name: string;
  kind: 'class' | 'section' | 'course' | 'department' | 'team' | 'site';
  parent_id: string | null;
  responsible_id: string | null;
  site_id: string | null;
  shift_id: string | null;
};

export type GroupMemberRow = { group_id: string; member_id: string; org_id: string };

export type ClassSessionRow = {
  id: string;
  org_id: string;
  group_id: string;
  subject: string;
  teacher_id: string | null;
  weekday: number;
  period: number;
  starts_at: string;
  ends_at: string;
  room: string;
};

/** Check-in and check-out are wall-clock times in the organisation's zone ('YYYY-MM-DD HH:MM:SS'); the database turns them into instants with the organisation's time zone. */
export type AttendanceRow = {
  org_id: string;
  member_id: string;
  date: string;
  class_session_id: string | null;
  shift_id: string | null;
  check_in_local: string | null;
  check_out_local: string | null;
  status: 'present' | 'late' | 'half_day' | 'absent' | 'excused' | 'on_leave';
  method: 'face' | 'card' | 'manual' | 'qr' | 'self_geo' | null;
  match_confidence: number | null;
  latitude: number | null;
  longitude: number | null;
  marked_by: string | null;
  note: string | null;
  /** e.g. `missing_check_out`, as closing the day flags a forgotten check-out. */
  flags: string[];
};

export type OrgPlan = {
  organization: OrganizationRow;
  users: DemoUser[];
  sites: SiteRow[];
  shifts: ShiftRow[];
  holidays: HolidayRow[];
  memberships: MembershipRow[];
  groups: GroupRow[];
  groupMembers: GroupMemberRow[];
  classSessions: ClassSessionRow[];
  attendance: AttendanceRow[];
};

/** Today in the organisation's zone, and how far into it the reset runs. */
export type Clock = { today: string; minute: number };
