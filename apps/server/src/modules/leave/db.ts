import type { LedgerKind } from '@ias/shared';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import type { LeaveRequestsTable, OrgTables } from '../../lib/db-types-orgs.js';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** numeric columns come back as strings; written as numbers. */
type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<
  string | null,
  number | string | null | undefined,
  number | string | null
>;

export type LeaveTypesTable = {
  id: Generated<string>;
  org_id: string;
  code: string;
  name: string;
  position: Defaulted<number>;
  active: Defaulted<boolean>;
  paid: Defaulted<boolean>;
  yearly_quota: NullableNumeric;
  accrual: Defaulted<'yearly' | 'monthly'>;
  carry_forward_cap: NullableNumeric;
  half_day_allowed: Defaulted<boolean>;
  sandwich: Defaulted<boolean>;
  min_notice_days: Defaulted<number>;
  documents_after_days: number | null;
  year_start_month: Defaulted<number>;
  over_balance: Defaulted<'refuse' | 'loss_of_pay'>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type LeaveLedgerTable = {
  id: Generated<string>;
  org_id: string;
  member_id: string;
  leave_type_id: string;
  leave_year: string;
  kind: LedgerKind;
  days: Numeric;
  on_date: string;
  period: string | null;
  request_id: string | null;
  note: string | null;
  created_by: string | null;
  created_at: Defaulted<Date>;
};

export type LeaveAccrualRunsTable = { org_id: string; period: string; ran_at: Defaulted<Date> };

export type LeaveRequestsWithType = LeaveRequestsTable & {
  leave_type_id: string | null;
  half_days: Defaulted<string[]>;
  cancelled_days: Defaulted<string[]>;
  days: NullableNumeric;
  unpaid_days: ColumnType<string, number | string | undefined, number | string>;
  /** Migration 0062: a supporting document in the bucket 'leave-documents'. */
  document_path: ColumnType<string | null, string | null | undefined, string | null>;
  document_name: ColumnType<string | null, string | null | undefined, string | null>;
};

export type LeaveTables = Omit<OrgTables, 'leave_requests'> & {
  leave_requests: LeaveRequestsWithType;
  leave_types: LeaveTypesTable;
  leave_ledger: LeaveLedgerTable;
  leave_accrual_runs: LeaveAccrualRunsTable;
};

export type LeaveDb = Kysely<DB & LeaveTables>;
export const asLeaveDb = (db: unknown) => db as LeaveDb;
