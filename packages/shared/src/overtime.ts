// Overtime and comp-off (issue 12): the settings, the shapes the overtime API answers and the
// decision it accepts, shared by the server (modules/overtime) and the web (features/overtime).
import { z } from 'zod';

/** What working on a holiday or weekly off earns: overtime only, a comp-off credit instead, or both. */
export const COMP_OFF_MODES = ['overtime', 'comp_off', 'both'] as const;
export type CompOffMode = (typeof COMP_OFF_MODES)[number];

export type OvertimeStatus = 'pending' | 'approved' | 'rejected';
export type OvertimeDayKind = 'working' | 'holiday' | 'weekly_off';

/** A shift's overtime settings (columns of `shifts`). */
export const shiftOvertimeSchema = z.object({
  overtime_enabled: z.boolean(),
  overtime_threshold_minutes: z.number().int().min(0).max(240),
  overtime_daily_cap_minutes: z.number().int().min(1).max(1440).nullable(),
  overtime_monthly_cap_minutes: z.number().int().min(1).max(44640).nullable(),
});
export type ShiftOvertimeSettings = z.output<typeof shiftOvertimeSchema>;

/** The organisation's overtime settings (columns of `organizations`). */
export const orgOvertimeSchema = z.object({
  overtime_approval: z.boolean(),
  comp_off_mode: z.enum(COMP_OFF_MODES),
  comp_off_expiry_days: z.number().int().min(1).max(366),
});
export type OrgOvertimeSettings = z.output<typeof orgOvertimeSchema>;

export const overtimeDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  note: z.string().trim().max(500).optional(),
});
export type OvertimeDecision = z.output<typeof overtimeDecisionSchema>;

/** One person's day with overtime or a comp-off credit. Minutes are whole minutes. */
export type OvertimeEntry = {
  id: string;
  member_id: string;
  full_name: string;
  work_date: string;
  day_kind: OvertimeDayKind;
  shift_name: string | null;
  worked_minutes: number;
  regular_minutes: number;
  /** Past the shift's end plus the threshold (holidays and weekly offs: all of it), before caps. */
  extra_minutes: number;
  /** What counts after the daily and monthly caps. */
  overtime_minutes: number;
  comp_off_days: number;
  comp_off_expires_on: string | null;
  status: OvertimeStatus;
  /** Approved by the organisation's setting (no approval needed) rather than by a person. */
  auto_approved: boolean;
  decided_by_name: string | null;
  decided_at: string | null;
  decision_note: string | null;
  /** The caller may approve or reject it (owners and the person's in-charge, never the person). */
  can_decide: boolean;
};

export type OvertimeTotals = {
  worked_minutes: number;
  regular_minutes: number;
  overtime_minutes: number;
  approved_overtime_minutes: number;
  pending_overtime_minutes: number;
  comp_off_days: number;
};

/** A comp-off credit and what is left of it (credits are used oldest first). */
export type CompOffCredit = {
  entry_id: string;
  work_date: string;
  days: number;
  expires_on: string;
  expired: boolean;
};

/** GET /api/members/:id/overtime?month=YYYY-MM */
export type MemberOvertime = {
  member: { id: string; full_name: string };
  month: string;
  totals: OvertimeTotals;
  entries: OvertimeEntry[];
  comp_off: {
    /** The Comp-off leave type's balance in the current leave year (null: no such type). */
    balance: number | null;
    leave_type_id: string | null;
    credits: CompOffCredit[];
  };
  settings: OrgOvertimeSettings;
};

/** GET /api/organizations/:id/overtime?from&to&status */
export type OrgOvertimeList = {
  from: string;
  to: string;
  entries: OvertimeEntry[];
  settings: OrgOvertimeSettings;
  /** The caller approves for the whole organisation (owners) or only for their people. */
  scope: 'organization' | 'own_people' | 'self';
};
