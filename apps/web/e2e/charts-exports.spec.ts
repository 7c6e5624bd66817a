import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import {
  addGroup,
  addPerson,
  addRecords,
  createOrg,
  istDate,
  type RecordInput,
} from './support/attendance-seed';
import { expect, signIn, test } from './support/fixtures';

/** The first and last day of the month before today's (in India). */
function lastMonth(): { from: string; to: string } {
  const [year, month] = istDate(0).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

test('the owner sees the trend chart with its table, and downloads last month as XLSX and PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await createOrg(`Kaveri Looms ${Date.now().toString(36)}`, 'company');
  const people = await Promise.all(
    [
      ['Meena Iyer', 'E-101'],
      ['Lata Weaver', 'E-102'],
      ['Gopal Dyer', 'E-103'],
    ].map(([name, code]) =>
      addPerson(org, { name: name!, role: 'employee', code, withAccount: false }),
    ),
  );
  await addGroup(org, {
    name: 'Weaving',
    kind: 'department',
    members: people.map((p) => p.memberId),
  });
  const month = lastMonth();
  const day = (n: number) => `${month.from.slice(0, 8)}${String(n).padStart(2, '0')}`;
  const records: RecordInput[] = [];
  // The last three days: everyone present but Gopal, absent on the first of them.
  for (const daysAgo of [1, 2, 3])
    for (const person of people)
      records.push({
        member_id: person.memberId,
        date: istDate(daysAgo),
        status: person.name === 'Gopal Dyer' && daysAgo === 3 ? 'absent' : 'present',
      });
  // Last month: Meena present on the 3rd–5th, late on the 6th; Lata absent on the 4th.
  for (const n of [3, 4, 5])
    records.push({ member_id: people[0]!.memberId, date: day(n), status: 'present' });
  records.push({ member_id: people[0]!.memberId, date: day(6), status: 'late' });
  records.push({ member_id: people[1]!.memberId, date: day(4), status: 'absent' });
  // The last three days may fall in last month (early in a month): keep each person-day once.
  const seen = new Set<string>();
  const kept = records.filter((r) => {
    const key = `${r.member_id}|${r.date}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await addRecords(org, kept);

  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/company$/, { timeout: 30_000 });
  const charts = page.getByTestId('staff-charts');
  await expect(charts.getByRole('heading', { name: 'Attendance at a glance' })).toBeVisible();
  const trend = charts.getByTestId('trend-chart');
  await expect(trend.locator('canvas').first()).toBeVisible();
  // The text alternative: a sentence, and the figures as a table on demand.
  await expect(trend.locator('figcaption')).toContainText('attended (');
  await trend.getByText('Show as a table').click();
  const table = trend.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(charts.getByTestId('late-weekday-chart')).toBeVisible();

  // On a 360 px phone the charts are drawn again to fit: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() =>
      trend
        .locator('canvas')
        .first()
        .evaluate((c) => c.getBoundingClientRect().right),
    )
    .toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/dashboard/company/reports');
  await page.getByRole('button', { name: 'Last month' }).click();
  await expect(page.getByTestId('report-range')).toHaveAttribute('data-from', month.from);
  await expect(page.getByTestId('trend-chart')).toBeVisible();

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel (XLSX)' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(
    new RegExp(`^attendance-kaveri-looms-[a-z0-9-]+-${month.from}-to-${month.to}\\.xlsx$`),
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await xlsx.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('People')!;
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
  const meena = rows.find((r) => r.getCell(1).value === 'Meena Iyer')!;
  expect(meena.getCell(2).value).toBe('E-101');
  // Typed numbers: Meena's present days of last month, as seeded.
  const meenaPresent = kept.filter(
    (r) =>
      r.member_id === people[0]!.memberId &&
      r.status === 'present' &&
      r.date >= month.from &&
      r.date <= month.to,
  ).length;
  expect(meena.getCell(8).value).toBe(meenaPresent);
  expect(meena.getCell(9).value).toBe(1);
  await expect(page.getByText(/^Ready: attendance-kaveri-looms/)).toBeVisible();

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print register (PDF)' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(
    new RegExp(`^register-kaveri-looms-[a-z0-9-]+-${month.from}-to-${month.to}\\.pdf$`),
  );
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
