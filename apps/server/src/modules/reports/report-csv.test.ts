import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { dailyCsv, summaryCsv, summaryCsvInTurns } from './report-csv.js';

const person = {
  member_id: 'm1',
  full_name: 'Asha Rao',
  number: 'E-1',
  role: 'employee' as const,
  status: 'active' as const,
  left_on: null,
  groups: ['Stores'],
  counted_by: 'days' as const,
};

const organization = {
  id: 'o1',
  name: 'Mills',
  kind: 'company' as const,
  timezone: 'Asia/Kolkata',
  min_attendance_percent: null,
  payroll_period_start_day: 1,
};

async function csvOf(codes: string[][]): Promise<string> {
  async function* rows() {
    yield codes.map((c, i) => ({ ...person, member_id: `m${i}`, codes: c }));
  }
  const stream = dailyCsv({
    organization,
    from: '2026-11-02',
    to: '2026-11-04',
    layout: 'daily',
    dates: ['2026-11-02', '2026-11-03', '2026-11-04'],
    rows: rows(),
  } as Parameters<typeof dailyCsv>[0]);
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('the day-by-day CSV', () => {
  it('writes plain codes as they are, one cell each, with CRLF line ends', async () => {
    const text = await csvOf([
      ['P', 'P+AC', 'WO'],
      ['', 'HOL', 'P P A'],
    ]);
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toBe('Asha Rao,E-1,Employee,Stores,Active,Days,P,P+AC,WO');
    expect(lines[2]).toBe('Asha Rao,E-1,Employee,Stores,Active,Days,,HOL,P P A');
    expect(lines[3]).toBe('');
  });

  it('quotes a code that holds a comma, quote or line break, and makes a formula inert', async () => {
    const text = await csvOf([
      ['P', 'a,b', 'A'],
      ['say "hi"', 'P', 'x\ny'],
      ['=1+1', '+P', 'P'],
    ]);
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows.map((r) => r.slice(6))).toEqual([
      ['2026-11-02', '2026-11-03', '2026-11-04'],
      ['P', 'a,b', 'A'],
      ['say "hi"', 'P', 'x\ny'],
      ["'=1+1", "'+P", 'P'],
    ]);
  });
});

describe('the summary CSV written in turns', () => {
  it('is byte for byte the summary CSV, for an institute and for a company', async () => {
    for (const kind of ['institute', 'company'] as const) {
      const rows = Array.from({ length: 2345 }, (_, i) => ({
        ...person,
        member_id: `m${i}`,
        full_name: i % 5 ? `Person ${i}` : `=Person, "${i}"`,
        counted_by: 'days' as const,
        present: i % 20,
        late: i % 3,
        half_day: 0,
        absent: i % 4,
        on_leave: 1,
        excused: 0,
        attended: i % 20,
        counted: 30,
        percent: ((i % 20) / 30) * 100,
        is_below_minimum: i % 2 === 0,
        minutes_worked: kind === 'company' ? i * 7 : null,
        missing_check_outs: kind === 'company' ? i % 2 : null,
        auto_check_outs: kind === 'company' ? 1 : null,
        regular_minutes: i * 6,
        overtime_minutes: i,
        approved_overtime_minutes: 0,
      }));
      const report = {
        organization: { ...organization, kind, min_attendance_percent: 75 },
        from: '2026-11-01',
        to: '2026-11-30',
        group: null,
        groups: [],
        scope: 'organization' as const,
        layout: 'summary' as const,
        rows,
      } as Parameters<typeof summaryCsv>[0];
      let written = '';
      for await (const chunk of summaryCsvInTurns(report, 'hi')) written += String(chunk);
      expect(written).toBe(summaryCsv(report, 'hi'));
      expect(written.split('\r\n')).toHaveLength(2345 + 2);
    }
  });
});
