// Leave (issue 12): the shapes the leave API answers, shared by the server (modules/leave) and
// the web (features/leave).

/** What changes a balance: accrual, carry-forward, lapse, leave taken, credit back, adjustment. */
export type LedgerKind = 'accrual' | 'carry' | 'lapse' | 'taken' | 'credit' | 'adjustment';

/** A person's balance of one leave type in the current leave year. */
export type BalanceLine = {
  type: {
    id: string;
    code: string;
    name: string;
    paid: boolean;
    half_day_allowed: boolean;
    min_notice_days: number;
    yearly_quota: number | null;
  };
  year: { start: string; end: string };
  tracks_balance: boolean;
  accrued: number;
  carried: number;
  taken: number;
  adjusted: number;
  lapsed: number;
  balance: number;
  pending: number;
  available: number;
};
