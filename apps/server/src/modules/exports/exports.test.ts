import {
  type AttendanceReport,
  type AttendanceTrend,
  type DailyAttendanceReport,
  type ExportJob,
  floorPercent,
} from '@ias/shared';
import ExcelJS from 'exceljs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { readPdf } from '../../test/pdf.js';
import { registerCode, registerTotals } from './register-pdf.js';

/**
 * An institute with two classes and a known March 2026 of day records (1 March a Sunday, 10 March
 * a holiday). The exports are checked against the JSON report for the same range.
 */
const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const squash = (text: string) => text.replace(/\s+/g, '');

describe('exports and charts of the attendance report', () => {
  let server: TestServer;
  const user: Record<string, TestUser> = {};
  const id: Record<string, string> = {};
  const api = (who: string) => apiAs(server.url, server.anonKey, user[who]!.accessToken);
  const summary = async (who: string, query = '') =>
    (
      await api(who).get<AttendanceReport>(
        `/api/organizations/${id.school}/reports/attendance?from=${MARCH.from}&to=${MARCH.to}${query}`,
      )
    ).body;
  const daily = async (who: string, query = '') =>
    (
      await api(who).get<DailyAttendanceReport>(
        `/api/organizations/${id.school}/reports/attendance?from=${MARCH.from}&to=${MARCH.to}&layout=daily${query}`,
      )
    ).body;

  /** Starts an export, waits for it and downloads the file. */
  const exportFile = async (who: string, body: Record<string, unknown>) => {
    const started = await api(who).post<ExportJob>(`/api/organizations/${id.school}/exports`, {
      ...MARCH,
      ...body,
    });
    expect(started.status).toBe(202);
    let job = started.body;
    while (job.status === 'running') {
      await sleep(50);
      job = (await api(who).get<ExportJob>(`/api/exports/${job.id}`)).body;
    }
    expect(job).toMatchObject({ status: 'done', error: null });
    expect(job.processed).toBe(job.total);
    const response = await fetch(`${server.url}${job.download_url}`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${user[who]!.accessToken}` },
    });
    expect(response.status).toBe(200);
    return {
      job,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };

  beforeAll(async () => {
    server = await startTestServer();
    const sql = server.sql.bind(server);
    for (const [key, userType, name] of [
      ['principal', 'Institute', 'Lakshmi Rao'],
      ['maths', 'Teacher', 'Farah Khan'],
      ['asha', 'Student', 'Asha Verma'],
    ] as const) {
      user[key] = await createTestUser(server, { userType, metadata: { full_name: name } });
    }
    id.school = (
      await api('principal').post<{ id: string }>('/api/organizations', {
        name: 'Sunrise Public School',
        kind: 'institute',
      })
    ).body.id;
    await sql('update public.organizations set min_attendance_percent = 75 where id = $1', [
      id.school,
    ]);
    await sql(
      "insert into public.holidays (org_id, date, name) values ($1, '2026-03-10', 'Holi')",
      [id.school],
    );
    const member = async (name: string, role: string, roll: string | null, who?: string) =>
      (
        await sql<{ id: string }>(
          `insert into public.memberships (org_id, user_id, full_name, role, status, roll_number, created_at)
           values ($1, $2, $3, $4, 'active', $5, '2026-01-05T04:00:00Z') returning id`,
          [id.school, who ? user[who]!.id : null, name, role, roll],
        )
      )[0]!.id;
    const group = async (name: string, responsible: string, members: string[]) => {
      const [row] = await sql<{ id: string }>(
        "insert into public.groups (org_id, name, kind, responsible_id) values ($1, $2, 'class', $3) returning id",
        [id.school, name, responsible],
      );
      for (const m of members)
        await sql(
          'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
          [row!.id, m, id.school],
        );
      return row!.id;
    };
    const days = async (memberId: string, byDate: Record<string, string>) => {
      for (const [date, status] of Object.entries(byDate))
        await sql(
          `insert into public.attendance_records (org_id, member_id, date, status, method)
           values ($1, $2, $3, $4, 'manual')`,
          [id.school, memberId, date, status],
        );
    };
    id.farah = await member('Farah Khan', 'teacher', null, 'maths');
    id.joseph = await member('Joseph Mathew', 'teacher', null);
    id.asha = await member('Asha Verma', 'student', '7A-01', 'asha');
    id.kabir = await member('Kabir Das', 'student', '7A-02');
    id.ananya = await member('अनन्या शर्मा', 'student', '7A-03');
    id.zoya = await member('Zoya Ali', 'student', '8B-01');
    id.class7a = await group('Class 7A', id.farah, [id.asha, id.kabir, id.ananya]);
    id.class8b = await group('Class 8B', id.joseph, [id.zoya]);
    await days(id.asha, {
      '2026-03-02': 'present',
      '2026-03-03': 'late',
      '2026-03-04': 'absent',
      '2026-03-05': 'half_day',
      '2026-03-06': 'on_leave',
      '2026-03-09': 'late',
      '2026-03-11': 'absent',
    });
    await days(id.kabir, {
      '2026-03-02': 'present',
      '2026-03-03': 'present',
      '2026-03-04': 'present',
      '2026-03-31': 'late',
    });
    await days(id.ananya, { '2026-03-02': 'absent', '2026-03-31': 'present' });
    await days(id.zoya, {
      '2026-03-02': 'present',
      '2026-03-03': 'excused',
      '2026-03-31': 'absent',
    });
  });
  afterAll(async () => server?.close());

  it('XLSX: typed cells, frozen header, the summary and a sheet per group match the JSON report', async () => {
    const report = await summary('principal');
    const byDay = await daily('principal');
    const file = await exportFile('principal', { format: 'xlsx', sheet_per_group: true });
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.disposition).toBe(
      'attachment; filename="attendance-sunrise-public-school-2026-03-01-to-2026-03-31.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'People',
      'Day by day',
      'Class 7A',
      'Class 8B',
      // The teachers, who are in no class.
      'Not in a group',
    ]);

    const people = workbook.getWorksheet('People')!;
    expect(people.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = people.getRow(1).values as unknown[];
    expect(header.slice(1, 3)).toEqual(['Name', 'Roll number']);
    const percentAt = header.indexOf('Attendance %');
    const presentAt = header.indexOf('Present');
    expect(people.rowCount - 1).toBe(report.rows.length);
    report.rows.forEach((row, i) => {
      const cells = people.getRow(i + 2);
      expect(cells.getCell(1).value).toBe(row.full_name);
      expect(cells.getCell(2).value ?? null).toBe(row.number ?? null);
      const figures = [
        row.present,
        row.late,
        row.half_day,
        row.absent,
        row.on_leave,
        row.excused,
        row.attended,
        row.counted,
      ];
      expect(figures.map((_, k) => cells.getCell(presentAt + k).value)).toEqual(figures);
      const percent = cells.getCell(percentAt);
      expect(percent.numFmt).toBe('0.0%');
      const expected = floorPercent(row.percent);
      if (expected === null) expect(percent.value).toBeNull();
      else expect(percent.value).toBeCloseTo(expected / 100, 6);
    });
    const asha = report.rows.find((r) => r.full_name === 'Asha Verma')!;
    // Asha: 2 late, a present and a half day of 6 counted → 66.6 %, below the minimum.
    expect(asha).toMatchObject({ attended: 4, counted: 6, is_below_minimum: true });

    const summarySheet = workbook.getWorksheet('Summary')!;
    const everyone = summarySheet.getRow(summarySheet.rowCount).values as unknown[];
    const sum = (key: 'attended' | 'counted') => report.rows.reduce((t, r) => t + r[key], 0);
    expect(everyone[1]).toBe('Everyone');
    expect(everyone[2]).toBe(report.rows.length);
    expect(everyone.slice(9, 11)).toEqual([sum('attended'), sum('counted')]);
    expect(summarySheet.getRow(2).getCell(2).value).toEqual(new Date('2026-03-01T00:00:00Z'));

    const dayByDay = workbook.getWorksheet('Day by day')!;
    const firstDate = (dayByDay.getRow(1).values as unknown[]).findIndex((v) => v instanceof Date);
    expect(dayByDay.getRow(1).getCell(firstDate).value).toEqual(new Date('2026-03-01T00:00:00Z'));
    byDay.rows.forEach((row, i) => {
      const cells = dayByDay.getRow(i + 2);
      expect(cells.getCell(1).value).toBe(row.full_name);
      const codes = row.codes.map((_, k) => cells.getCell(firstDate + k).value ?? '');
      expect(codes).toEqual(row.codes);
    });

    const class7a = workbook.getWorksheet('Class 7A')!;
    const names = (sheet: ExcelJS.Worksheet) =>
      Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(names(class7a)).toEqual(['Asha Verma', 'Kabir Das', 'अनन्या शर्मा']);
    expect(names(workbook.getWorksheet('Class 8B')!)).toEqual(['Zoya Ali']);
  });

  it('PDF register: a section per group, a code per day, the totals of the JSON report, page numbers and the signature line', async () => {
    const report = await summary('principal');
    const byDay = await daily('principal');
    const file = await exportFile('principal', { format: 'pdf' });
    expect(file.type).toBe('application/pdf');
    expect(file.disposition).toBe(
      'attachment; filename="register-sunrise-public-school-2026-03-01-to-2026-03-31.pdf"',
    );
    const pdf = await readPdf(file.bytes);
    // Class 7A, Class 8B, and the teachers in no class.
    expect(pdf.pages).toBe(3);
    const pages = pdf.text.split('\n');
    expect(pages[0]).toContain('Sunrise Public School');
    expect(pages[0]).toContain('Attendance register — Class 7A');
    expect(pages[0]).toContain('1 Mar 2026 to 31 Mar 2026');
    expect(pages[1]).toContain('Attendance register — Class 8B');
    expect(pages[2]).toContain('Attendance register — Not in a group');
    for (let page = 1; page <= 3; page++) {
      expect(pages[page - 1]).toContain(`Page ${page} of 3`);
      expect(pages[page - 1]).toContain('Signature of the class teacher / in-charge');
    }
    const text = squash(pdf.text);
    for (const row of report.rows.filter((r) => /^[A-Za-z ]+$/.test(r.full_name))) {
      const codes = byDay.rows.find((r) => r.member_id === row.member_id)!.codes;
      const line = [
        row.full_name,
        row.number ?? '',
        ...codes.map(registerCode),
        ...registerTotals(row),
      ];
      expect(text).toContain(squash(line.join('')));
    }
    // Asha's row, written out: P L A HD LV on 2–6 March, WO on Sundays, H on the Holi holiday.
    const ashaCodes = byDay.rows.find((r) => r.full_name === 'Asha Verma')!.codes.map(registerCode);
    expect(ashaCodes.slice(0, 11)).toEqual([
      'WO',
      'P',
      'L',
      'A',
      'HD',
      'LV',
      '',
      'WO',
      'L',
      'H',
      'A',
    ]);
    expect(text).toContain(squash('Asha Verma 7A-01 WO P L A HD LV WO L H A'));
    expect(registerTotals(report.rows.find((r) => r.full_name === 'Asha Verma')!)).toEqual([
      '1',
      '2',
      '1',
      '2',
      '1',
      '0',
      '66.6',
    ]);
  });

  it('a teacher exports only her class; a student, another class or someone else’s file are refused', async () => {
    const other = await api('maths').post(`/api/organizations/${id.school}/exports`, {
      ...MARCH,
      format: 'xlsx',
      group_id: id.class8b,
    });
    expect(other).toMatchObject({
      status: 403,
      body: {
        code: 'forbidden',
        message: 'You can see reports only for the classes and groups you look after.',
      },
    });
    const student = await api('asha').post(`/api/organizations/${id.school}/exports`, {
      ...MARCH,
      format: 'pdf',
    });
    expect(student).toMatchObject({
      status: 403,
      body: { message: 'Exporting the attendance report is for owners, teachers and in-charges.' },
    });

    const own = await exportFile('maths', { format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(own.bytes as unknown as ArrayBuffer);
    const people = workbook.getWorksheet('People')!;
    const names = Array.from(
      { length: people.rowCount - 1 },
      (_, i) => people.getRow(i + 2).getCell(1).value,
    );
    expect(names).toEqual((await summary('maths')).rows.map((r) => r.full_name));
    expect(names).toEqual(['Asha Verma', 'Kabir Das', 'अनन्या शर्मा']);

    // The teacher's job is hers alone.
    expect((await api('principal').get(`/api/exports/${own.job.id}`)).status).toBe(404);
    const stolen = await fetch(`${server.url}/api/exports/${own.job.id}/file`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${user.asha!.accessToken}` },
    });
    expect(stolen.status).toBe(404);
  });

  it('refuses a register longer than a month and an unknown format, starting nothing', async () => {
    const long = await api('principal').post(`/api/organizations/${id.school}/exports`, {
      format: 'pdf',
      from: '2026-03-01',
      to: '2026-04-15',
    });
    expect(long).toMatchObject({
      status: 400,
      body: {
        fields: {
          to: 'The register covers at most 31 days (a month); choose a shorter range.',
        },
      },
    });
    const format = await api('principal').post(`/api/organizations/${id.school}/exports`, {
      ...MARCH,
      format: 'docx',
    });
    expect(format).toMatchObject({
      status: 400,
      body: { fields: { format: 'Choose XLSX or PDF.' } },
    });
  });

  it('trend: the days add up to the report, by group on the last day, late marks per weekday', async () => {
    const report = await summary('principal');
    const { status, body } = await api('principal').get<AttendanceTrend>(
      `/api/organizations/${id.school}/reports/trend?from=${MARCH.from}&to=${MARCH.to}`,
    );
    expect(status).toBe(200);
    expect(body.scope).toBe('organization');
    expect(body.minimum).toBe(75);
    expect(body.days).toHaveLength(31);
    const sum = (key: 'attended' | 'counted' | 'late') =>
      report.rows.reduce((t, r) => t + r[key], 0);
    expect(body.total).toMatchObject({ attended: sum('attended'), counted: sum('counted') });
    expect(body.days.reduce((t, d) => t + d.counted, 0)).toBe(sum('counted'));
    expect(body.days.find((d) => d.date === '2026-03-02')).toMatchObject({
      present: 3,
      absent: 1,
      attended: 3,
      counted: 4,
      percent: 75,
    });
    expect(body.by_group).toEqual([
      expect.objectContaining({ name: 'Class 7A', attended: 2, counted: 2, percent: 100 }),
      expect.objectContaining({ name: 'Class 8B', attended: 0, counted: 1, percent: 0 }),
    ]);
    // Asha late on Tuesday 3 and Monday 9 March, Kabir on Tuesday 31 March.
    expect(body.late_by_weekday.map((w) => w.late)).toEqual([1, 2, 0, 0, 0, 0, 0]);
    expect(body.late_by_weekday.reduce((t, w) => t + w.late, 0)).toBe(sum('late'));

    const teacher = await api('maths').get<AttendanceTrend>(
      `/api/organizations/${id.school}/reports/trend?from=${MARCH.from}&to=${MARCH.to}`,
    );
    expect(teacher.body.scope).toBe('own_groups');
    expect(teacher.body.by_group.map((g) => g.name)).toEqual(['Class 7A']);
  });

  it('trend of one person: a student sees her own month and standing, nobody else’s', async () => {
    const mine = await api('asha').get<AttendanceTrend>(
      `/api/organizations/${id.school}/reports/trend?from=${MARCH.from}&to=${MARCH.to}`,
    );
    expect(mine.status).toBe(200);
    const byDay = await daily('principal');
    expect(mine.body).toMatchObject({
      scope: 'person',
      minimum: 75,
      person: {
        member_id: id.asha,
        counted_by: 'days',
        is_below_minimum: true,
        codes: byDay.rows.find((r) => r.member_id === id.asha)!.codes,
      },
      total: { attended: 4, counted: 6 },
    });
    const someoneElse = await api('asha').get(
      `/api/organizations/${id.school}/reports/trend?from=${MARCH.from}&to=${MARCH.to}&member_id=${id.kabir}`,
    );
    expect(someoneElse).toMatchObject({
      status: 403,
      body: { message: 'You can see only your own attendance.' },
    });
    const otherClass = await api('maths').get(
      `/api/organizations/${id.school}/reports/trend?from=${MARCH.from}&to=${MARCH.to}&member_id=${id.zoya}`,
    );
    expect(otherClass.status).toBe(403);
    const herStudent = await api('maths').get<AttendanceTrend>(
      `/api/organizations/${id.school}/reports/trend?from=${MARCH.from}&to=${MARCH.to}&member_id=${id.kabir}`,
    );
    expect(herStudent.body.person).toMatchObject({ full_name: 'Kabir Das' });
  });

  it('the workbook in Hindi for a principal who reads Hindi: sheet names and headings from the catalogue, figures unchanged', async () => {
    const english = new ExcelJS.Workbook();
    await english.xlsx.load(
      (await exportFile('principal', { format: 'xlsx', sheet_per_group: true }))
        .bytes as unknown as ArrayBuffer,
    );
    await server.sql("update public.profiles set locale = 'hi' where id = $1", [
      user.principal!.id,
    ]);
    try {
      const file = await exportFile('principal', { format: 'xlsx', sheet_per_group: true });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((s) => s.name)).toEqual([
        'सारांश',
        'लोग',
        'दिन-प्रतिदिन',
        'Class 7A',
        'Class 8B',
        'किसी समूह में नहीं',
      ]);
      const people = workbook.getWorksheet('लोग')!;
      const header = people.getRow(1).values as unknown[];
      expect(header.slice(1, 3)).toEqual(['नाम', 'रोल नंबर']);
      expect(header).toContain('उपस्थित');
      // Words in the cells are Hindi too; the names and figures are the same cells as in English.
      expect(people.getRow(2).values).toEqual(
        expect.arrayContaining(['Asha Verma', 'विद्यार्थी', 'सक्रिय']),
      );
      const englishPeople = english.getWorksheet('People')!;
      expect(people.rowCount).toBe(englishPeople.rowCount);
      // Numbers are the same cells; every other cell is still there, of the same type.
      const figures = (values: unknown) =>
        (values as unknown[]).map((cell) => (typeof cell === 'number' ? cell : typeof cell));
      for (let r = 2; r <= people.rowCount; r++) {
        expect(people.getRow(r).getCell(1).value).toBe(englishPeople.getRow(r).getCell(1).value);
        expect(figures(people.getRow(r).values)).toEqual(figures(englishPeople.getRow(r).values));
      }
    } finally {
      await server.sql("update public.profiles set locale = 'en' where id = $1", [
        user.principal!.id,
      ]);
    }
  });

  it('the register in Hindi for a principal who reads Hindi: Devanagari headings and names beside the Latin ones', async () => {
    await server.sql("update public.profiles set locale = 'hi' where id = $1", [
      user.principal!.id,
    ]);
    try {
      const file = await exportFile('principal', { format: 'pdf', group_id: id.class7a });
      expect(file.disposition).toBe(
        'attachment; filename="register-sunrise-public-school-class-7a-2026-03-01-to-2026-03-31.pdf"',
      );
      const pdf = await readPdf(file.bytes);
      expect(pdf.pages).toBe(1);
      // Words whose vowel signs keep their place (text extraction gives the visual order).
      expect(pdf.text).toContain('तारीख');
      expect(pdf.text).toContain('Class 7A');
      expect(pdf.text).toContain('Asha Verma');
      expect(pdf.text).not.toContain('Zoya Ali');
      expect(pdf.text).not.toContain('Signature of the class teacher');
    } finally {
      await server.sql("update public.profiles set locale = 'en' where id = $1", [
        user.principal!.id,
      ]);
    }
  });
});
