import type { AttendanceReportRow } from '@ias/shared';
import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows';

const row = (full_name: string, percent: number | null): AttendanceReportRow =>
  ({ member_id: full_name, full_name, number: null, percent }) as AttendanceReportRow;
const rows = [
  row('zoya Khan', 50),
  row('Asha Rao', 57.1),
  row('Kabir Das', 100),
  row('Dev', null),
  row('Ravi', 50),
];
const names = (sorted: AttendanceReportRow[]) => sorted.map((r) => r.full_name);

describe('sorting the report', () => {
  it('by name, either way, ignoring case', () => {
    expect(names(sortRows(rows, { key: 'name', direction: 'asc' }))).toEqual([
      'Asha Rao',
      'Dev',
      'Kabir Das',
      'Ravi',
      'zoya Khan',
    ]);
    expect(names(sortRows(rows, { key: 'name', direction: 'desc' }))[0]).toBe('zoya Khan');
  });

  it('by percentage, ties by name, nothing counted last both ways', () => {
    expect(names(sortRows(rows, { key: 'percent', direction: 'asc' }))).toEqual([
      'Ravi',
      'zoya Khan',
      'Asha Rao',
      'Kabir Das',
      'Dev',
    ]);
    expect(names(sortRows(rows, { key: 'percent', direction: 'desc' }))).toEqual([
      'Kabir Das',
      'Asha Rao',
      'Ravi',
      'zoya Khan',
      'Dev',
    ]);
  });
});
