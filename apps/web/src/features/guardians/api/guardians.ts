import type { GuardianMessageKind, GuardianWording, GuardianWordingLocale } from '@ias/shared';
import { apiDownload, apiFetch } from '@/lib/api-client';

export const RELATIONSHIPS = [
  'mother',
  'father',
  'guardian',
  'grandparent',
  'sibling',
  'other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export type Guardian = {
  id: string;
  position: 1 | 2;
  full_name: string;
  relationship: Relationship;
  phone: string | null;
  email: string | null;
  locale: 'en' | 'hi';
  consent: boolean;
  consent_at: string | null;
  consent_by_name: string | null;
};

export type GuardianList = {
  member_id: string;
  is_student: boolean;
  can_edit: boolean;
  guardians: Guardian[];
};

export type GuardianInput = {
  full_name: string;
  relationship: Relationship;
  phone: string;
  email: string;
  locale: 'en' | 'hi';
  consent: boolean;
};

export type AlertSettings = {
  absence_alerts: boolean;
  late_notes: boolean;
  weekly_summary: boolean;
  monthly_summary: boolean;
  cutoff_time: string;
  summary_weekday: number;
  summary_time: string;
  quiet_start: string;
  quiet_end: string;
  daily_cap: number;
};

export type AlertOverview = {
  settings: AlertSettings;
  providers: {
    sms: { configured: boolean; provider: string | null; channel: string | null };
    email: { configured: boolean };
  };
  guardians: { guardians: number; consented: number };
};

export type DeliveryStatusFilter = 'all' | 'sent' | 'failed' | 'pending';

export type Delivery = {
  id: string;
  created_at: string;
  day: string;
  kind: 'absence' | 'late' | 'weekly_summary' | 'monthly_summary';
  channel: 'email' | 'sms' | 'whatsapp';
  recipient_name: string;
  address: string;
  student: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  error: string | null;
  provider: string | null;
  sent_at: string | null;
};

/** A student the caller looks after, with how many guardians they have and how many agreed. */
export type LookedAfterStudent = {
  member_id: string;
  full_name: string;
  roll_number: string | null;
  groups: string;
  guardians: number;
  consented: number;
};

export const guardianKeys = {
  member: (memberId: string) => ['guardians', 'member', memberId] as const,
  students: (orgId: string) => ['guardians', 'students', orgId] as const,
  alerts: (orgId: string) => ['guardians', 'alerts', orgId] as const,
  wording: (orgId: string) => ['guardians', 'wording', orgId] as const,
  deliveries: (orgId: string, q: string, status: DeliveryStatusFilter) =>
    ['guardians', 'deliveries', orgId, q, status] as const,
  allDeliveries: (orgId: string) => ['guardians', 'deliveries', orgId] as const,
};

export const fetchGuardians = (memberId: string) =>
  apiFetch<GuardianList>(`/api/members/${memberId}/guardians`);

export const fetchLookedAfterStudents = (orgId: string) =>
  apiFetch<{ students: LookedAfterStudent[] }>(`/api/organizations/${orgId}/guardian-students`);

export const saveGuardian = (memberId: string, position: 1 | 2, input: GuardianInput) =>
  apiFetch<GuardianList>(`/api/members/${memberId}/guardians/${position}`, {
    method: 'POST',
    body: input,
  });

export const removeGuardian = (memberId: string, position: 1 | 2) =>
  apiFetch<GuardianList>(`/api/members/${memberId}/guardians/${position}`, { method: 'DELETE' });

export const fetchAlertOverview = (orgId: string) =>
  apiFetch<AlertOverview>(`/api/organizations/${orgId}/guardian-alerts`);

export const saveAlertSettings = (orgId: string, settings: AlertSettings) =>
  apiFetch<{ settings: AlertSettings }>(`/api/organizations/${orgId}/guardian-alerts`, {
    method: 'POST',
    body: settings,
  });

const deliveryQuery = (q: string, status: DeliveryStatusFilter) =>
  new URLSearchParams({ q, status }).toString();

export const fetchDeliveries = (orgId: string, q: string, status: DeliveryStatusFilter) =>
  apiFetch<{ deliveries: Delivery[] }>(
    `/api/organizations/${orgId}/guardian-deliveries?${deliveryQuery(q, status)}`,
  );

export const downloadDeliveries = (
  orgId: string,
  q: string,
  status: DeliveryStatusFilter,
  what: string,
) =>
  apiDownload(`/api/organizations/${orgId}/guardian-deliveries.csv?${deliveryQuery(q, status)}`, {
    what,
    fallbackName: 'guardian-deliveries.csv',
  });

/** The organisation's own wording of guardian messages, the catalogue's, and the placeholders. */
export type WordingOverview = {
  wording: GuardianWording;
  defaults: Record<
    GuardianMessageKind,
    Record<GuardianWordingLocale, { subject: string; body: string }>
  >;
  placeholders: Record<GuardianMessageKind, string[]>;
  /** What {rule} says below a 75 % minimum, per language (for the preview). */
  sample_rule: Record<GuardianWordingLocale, string>;
};

export const fetchWording = (orgId: string) =>
  apiFetch<WordingOverview>(`/api/organizations/${orgId}/guardian-wording`);

/** Saves the whole wording: what is left out is the catalogue's again. */
export const saveWording = (orgId: string, wording: GuardianWording) =>
  apiFetch<WordingOverview>(`/api/organizations/${orgId}/guardian-wording`, {
    method: 'PUT',
    body: wording,
  });
