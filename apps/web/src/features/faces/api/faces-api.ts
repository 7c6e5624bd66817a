import { apiFetch } from '@/lib/api-client';

export type FaceCapture = {
  id: string;
  quality: number;
  model: string;
  model_version: string;
  consent_at: string;
  created_at: string;
};

export type FaceData = { member_id: string; captures: FaceCapture[] };

/** Whose face data: a member (owners, teachers, in-charges) or oneself (no member id). */
export type FaceSubject = { memberId?: string; orgId?: string };

/** Query keys of this feature, from one place. */
export const faceKeys = {
  all: ['faces'] as const,
  subject: (subject: FaceSubject) =>
    ['faces', subject.memberId ?? 'me', subject.orgId ?? 'default'] as const,
};

const query = ({ memberId, orgId }: FaceSubject) => {
  const params = new URLSearchParams();
  if (memberId) params.set('member_id', memberId);
  if (orgId) params.set('org_id', orgId);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** What is stored: dates, quality and model of each capture — never the numbers or a photo. */
export function getFaceData(subject: FaceSubject): Promise<FaceData> {
  return apiFetch<FaceData>(`/api/faces${query(subject)}`);
}

/** Stores descriptors (each of quality ≥ 0.8) with the consent recorded now. */
export function enrolFaces(
  subject: FaceSubject,
  captures: Array<{ descriptor: number[]; quality: number }>,
): Promise<FaceData> {
  return apiFetch<FaceData>('/api/faces', {
    method: 'POST',
    body: {
      ...(subject.memberId ? { member_id: subject.memberId } : {}),
      ...(subject.orgId ? { org_id: subject.orgId } : {}),
      consent: true,
      captures: captures.map((c) => ({
        descriptor: c.descriptor,
        quality: Math.round(c.quality * 1000) / 1000,
      })),
    },
  });
}

export function deleteFaceData(subject: FaceSubject): Promise<{ deleted: number }> {
  return apiFetch<{ deleted: number }>(`/api/faces${query(subject)}`, { method: 'DELETE' });
}
