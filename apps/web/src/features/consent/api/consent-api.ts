import { apiFetch } from '@/lib/api-client';

/** Who the consent is about: a member (staff asking) or the caller in an organisation. */
export type ConsentSubject = { memberId?: string; orgId?: string };

export type ConsentRecord = {
  id: string;
  guardian_name: string;
  method: 'guardian_link' | 'paper';
  note: string | null;
  recorded_by_name: string | null;
  given_at: string;
  withdrawn_at: string | null;
  withdrawn_via: 'guardian_link' | 'staff' | null;
  withdrawn_by_name: string | null;
  withdrawn_guardian_name: string | null;
  withdrawn_note: string | null;
};

/** GET /api/face-consent: whether the member is a child and the guardian's consent in force. */
export type ConsentStatus = {
  member_id: string;
  member_name: string;
  role: string;
  date_of_birth: string | null;
  minor: boolean;
  consent_required: boolean;
  may_enrol: boolean;
  consent: ConsentRecord | null;
  history: ConsentRecord[];
  face_captures: number;
  can_record: boolean;
  guardians: Array<{
    id: string;
    position: 1 | 2;
    full_name: string;
    relationship: string;
    has_email: boolean;
    /** A guardian with a phone and no e-mail gets the link by SMS. */
    has_phone: boolean;
  }>;
  face_data_deleted?: number;
};

/** What the guardian's page shows (public, by the mailed link's token). */
export type GuardianLinkView = {
  guardian_name: string;
  student_name: string;
  org_name: string;
  status: 'pending' | 'given' | 'expired';
  consent: { guardian_name: string; method: string; given_at: string } | null;
  expires_at: string;
  face_captures: number;
};

export type RetentionSettings = {
  org_id: string;
  face_data_days_after_leaving: number;
  updated_at: string | null;
};

export type RetentionKind =
  | { kind: 'days_after_leaving'; days: number }
  | { kind: 'while_member' }
  | { kind: 'attendance_register' }
  | { kind: 'proof_of_consent' }
  | { kind: 'not_stored' };

export type DataRegister = {
  org_id: string;
  active_members: number;
  students_without_birth_date: number;
  retention: RetentionSettings;
  entries: Array<{ category: string; items: number; people: number; retention: RetentionKind }>;
};

export const consentKeys = {
  all: ['face-consent'] as const,
  status: (who: ConsentSubject) =>
    ['face-consent', who.memberId ?? null, who.orgId ?? null] as const,
  link: (token: string) => ['guardian-consent', token] as const,
  retention: (orgId: string) => ['retention', orgId] as const,
  register: (orgId: string) => ['data-register', orgId] as const,
};

export function fetchConsentStatus(who: ConsentSubject): Promise<ConsentStatus> {
  const query = new URLSearchParams();
  if (who.memberId) query.set('member_id', who.memberId);
  if (who.orgId) query.set('org_id', who.orgId);
  return apiFetch<ConsentStatus>(`/api/face-consent?${query.toString()}`);
}

export const saveDateOfBirth = (memberId: string, dateOfBirth: string | null) =>
  apiFetch<ConsentStatus>(`/api/members/${memberId}/date-of-birth`, {
    method: 'POST',
    body: { date_of_birth: dateOfBirth },
  });

export const recordPaperConsent = (memberId: string, guardianPosition: number, note: string) =>
  apiFetch<ConsentStatus>(`/api/members/${memberId}/face-consent`, {
    method: 'POST',
    body: { guardian_position: guardianPosition, note },
  });

export const sendConsentLink = (memberId: string, guardianPosition: number) =>
  apiFetch<{ sent_to: string; channel: 'email' | 'sms' }>(
    `/api/members/${memberId}/face-consent/links`,
    {
      method: 'POST',
      body: { guardian_position: guardianPosition },
    },
  );

export const withdrawConsent = (memberId: string, note: string) =>
  apiFetch<ConsentStatus>(`/api/members/${memberId}/face-consent/withdraw`, {
    method: 'POST',
    body: note.trim() ? { note: note.trim() } : {},
  });

export const fetchLinkView = (token: string) =>
  apiFetch<GuardianLinkView>(`/api/guardian-consent/${encodeURIComponent(token)}`);

export const answerLink = (token: string, decision: 'give' | 'withdraw') =>
  apiFetch<GuardianLinkView>(`/api/guardian-consent/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { decision },
  });

export const fetchRetention = (orgId: string) =>
  apiFetch<RetentionSettings>(`/api/organizations/${orgId}/retention`);

export const saveRetention = (orgId: string, days: number) =>
  apiFetch<RetentionSettings>(`/api/organizations/${orgId}/retention`, {
    method: 'PATCH',
    body: { face_data_days_after_leaving: days },
  });

export const fetchDataRegister = (orgId: string) =>
  apiFetch<DataRegister>(`/api/organizations/${orgId}/data-register`);
