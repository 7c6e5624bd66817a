import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import type { OrgTables } from '../../lib/db-types-orgs.js';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type BiometricDevicesTable = {
  id: Generated<string>;
  org_id: string;
  serial_number: string;
  name: string;
  timezone: string;
  attlog_stamp: string | null;
  last_contact_at: Timestamp | null;
  last_address: string | null;
  device_info: string | null;
  created_by: string | null;
  created_at: Defaulted<Date>;
};

export type BiometricCommandsTable = {
  id: Generated<string>;
  org_id: string;
  device_id: string;
  command: string;
  created_by: string | null;
  created_at: Defaulted<Date>;
  sent_at: Timestamp | null;
  acknowledged_at: Timestamp | null;
  return_code: number | null;
};

export type BiometricUnknownDevicesTable = {
  serial_number: string;
  first_seen_at: Defaulted<Date>;
  last_seen_at: Defaulted<Date>;
  last_address: string | null;
  contacts: Defaulted<number>;
};

export type BiometricPinsTable = {
  org_id: string;
  pin: string;
  member_id: string;
  created_by: string | null;
  created_at: Defaulted<Date>;
};

export type PunchOutcome = 'checked_in' | 'checked_out' | 'repeat' | 'refused';

export type BiometricPunchesTable = {
  id: Generated<string>;
  org_id: string;
  device_id: string;
  pin: string;
  punched_at: Timestamp;
  local_time: string;
  punch_state: number | null;
  verify_type: number | null;
  source: 'push' | 'import';
  received_at: Defaulted<Date>;
  member_id: string | null;
  outcome: PunchOutcome | null;
  note: string | null;
  applied_at: Timestamp | null;
};

export type BiometricTables = OrgTables & {
  biometric_devices: BiometricDevicesTable;
  biometric_commands: BiometricCommandsTable;
  biometric_unknown_devices: BiometricUnknownDevicesTable;
  biometric_pins: BiometricPinsTable;
  biometric_punches: BiometricPunchesTable;
};

export type BiometricDb = Kysely<DB & BiometricTables>;
export const asBiometricDb = (db: unknown) => db as BiometricDb;
