import { apiFetch } from '@/lib/api-client';

export type CorrectionAllowanceInfo = {
  /** null: the organisation sets no limit. */
  limit: number | null;
  used: number;
  remaining: number | null;
  month: string;
};

/** How many correction requests the caller has left this month in one organisation. */
export const fetchCorrectionAllowance = (orgId: string) =>
  apiFetch<CorrectionAllowanceInfo>(
    `/api/me/correction-allowance?org_id=${encodeURIComponent(orgId)}`,
  );
