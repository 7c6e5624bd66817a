import type { Page } from '@playwright/test';
import {
  addGroup,
  addPerson,
  addSession,
  api,
  createOrg,
  istDate,
  rest,
  weekdayOf,
} from './support/attendance-seed';
import { accessToken } from './support/capture/org';
import { dayMonthYear } from './support/dates';
import { expect, signIn, signInOnNewPage, test } from './support/fixtures';
import { createUser } from './support/users';

/** Dates inside the current month (IST), so the month and agenda views both show them. */
const month = istDate(0).slice(0, 7);
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
/** The first Monday of the month. */
const firstMonday = [1, 2, 3, 4, 5, 6, 7].map(day).find((d) => weekdayOf(d) === 1)!;

const VIEWPORTS = [
  { name: '1280 px', width: 1280, height: 800, defaultView: 'Month' },
  { name: '360 px', width: 360, height: 740, defaultView: 'Agenda' },
] as const;

async function openCalendar(page: Page, defaultView: string) {
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('button', { name: defaultView, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

const agenda = async (page: Page) => {
  await page.getByRole('button', { name: 'Agenda', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Agenda', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
};

for (const viewport of VIEWPORTS) {
  test.describe(`calendar at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an owner creates a weekly staff meeting, a teacher answers yes, the owner sees it', async ({
      browser,
    }) => {
      // Two people sign in, in two browser contexts.
      test.slow();
      const org = await createOrg(`Saraswati Vidyalaya ${viewport.width}`, 'institute');
      const teacher = await addPerson(org, {
        name: 'Meera Nair',
        role: 'teacher',
        userType: 'Teacher',
      });

      const owner = await signInOnNewPage(browser, org.owner, /\/dashboard/, {
        viewport: { width: viewport.width, height: viewport.height },
      });
      await openCalendar(owner, viewport.defaultView);
      await owner.getByRole('button', { name: 'New event' }).click();
      const form = owner.getByRole('dialog', { name: 'New event' });
      await form.getByLabel('Title').fill('Staff meeting');
      await form.getByLabel('Who sees it').selectOption({ label: 'Only the people invited' });
      await form.getByLabel('Kind').selectOption({ label: 'Staff meeting' });
      await form.getByLabel('Starts on').fill(dayMonthYear(firstMonday));
      await form.getByLabel('Starts at').fill('15:30');
      await form.getByLabel('Ends on').fill(dayMonthYear(firstMonday));
      await form.getByLabel('Ends at').fill('16:30');
      await form.getByLabel('Repeats').selectOption({ label: 'Every week' });
      // The weekly rule follows the first date: Monday.
      await expect(form.getByRole('button', { name: 'Mon', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await form.getByLabel('All staff').check();
      await form.getByRole('button', { name: 'Save event' }).click();
      await expect(form).toBeHidden();
      await agenda(owner);
      const ownerBoard = owner.getByRole('region', { name: 'Calendar' });
      await expect(ownerBoard.getByText('Staff meeting').first()).toBeVisible();

      const staff = await signInOnNewPage(browser, teacher.user!, /\/dashboard/, {
        viewport: { width: viewport.width, height: viewport.height },
      });
      await openCalendar(staff, viewport.defaultView);
      await agenda(staff);
      await staff
        .getByRole('region', { name: 'Calendar' })
        .getByText('Staff meeting')
        .first()
        .click();
      const details = staff.getByRole('dialog', { name: 'Staff meeting' });
      await expect(details.getByText('Will you come?')).toBeVisible();
      await details.getByRole('button', { name: 'Yes', exact: true }).click();
      await expect(details.getByRole('button', { name: 'Yes', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await details.getByRole('button', { name: 'Close' }).first().click();

      // The owner's open calendar learns the answer live; the details list it.
      await ownerBoard.getByText('Staff meeting').first().click();
      const mine = owner.getByRole('dialog', { name: 'Staff meeting' });
      await expect(mine.getByText('1 yes · 0 no · 0 maybe · 0 not answered')).toBeVisible();
      await expect(mine.getByRole('listitem').filter({ hasText: 'Meera Nair' })).toContainText(
        'Yes',
      );
    });

    test("a student's calendar shows the class timetable, a holiday and an exam", async ({
      browser,
    }) => {
      const org = await createOrg(`Gyan Jyoti School ${viewport.width}`, 'institute');
      const teacher = await addPerson(org, {
        name: 'Farah Khan',
        role: 'teacher',
        userType: 'Teacher',
      });
      const asha = await addPerson(org, {
        name: 'Asha Verma',
        role: 'student',
        userType: 'Student',
      });
      const other = await addPerson(org, {
        name: 'Ravi Kumar',
        role: 'student',
        withAccount: false,
      });
      const classId = await addGroup(org, {
        name: 'Class 9-B',
        kind: 'class',
        responsibleId: teacher.memberId,
        members: [asha.memberId],
      });
      const otherClass = await addGroup(org, {
        name: 'Class 10-A',
        kind: 'class',
        members: [other.memberId],
      });
      await addSession(org, {
        groupId: classId,
        subject: 'Mathematics',
        teacherId: teacher.memberId,
        weekday: 3,
        period: 1,
        starts: '09:00',
        ends: '09:45',
        room: 'Room 12',
      });
      await rest('holidays', {
        method: 'POST',
        body: { org_id: org.id, date: day(10), name: "Founders' Day" },
      });
      const teacherToken = await accessToken(teacher.user!);
      const exam = (groupId: string, title: string) => ({
        org_id: org.id,
        scope: 'group',
        group_id: groupId,
        kind: 'exam',
        title,
        all_day: false,
        start: `${day(20)}T10:00`,
        end: `${day(20)}T11:00`,
      });
      await api(teacherToken, '/api/calendar/events', exam(classId, 'Maths half-yearly exam'));
      await api(org.ownerToken, '/api/calendar/events', exam(otherClass, 'Class 10 science exam'));

      const page = await signInOnNewPage(browser, asha.user!, /\/dashboard/, {
        viewport: { width: viewport.width, height: viewport.height },
      });
      await openCalendar(page, viewport.defaultView);
      const board = page.getByRole('region', { name: 'Calendar' });
      await expect(board.getByText('Mathematics · Class 9-B').first()).toBeVisible();
      await expect(board.getByText("Founders' Day")).toBeVisible();
      await expect(board.getByText('Maths half-yearly exam')).toBeVisible();
      await expect(board.getByText('Class 10 science exam')).toHaveCount(0);
      // Nothing wider than the phone: the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      // The legend names the colours.
      await expect(page.getByRole('region', { name: 'Legend' })).toContainText('Exam');

      await board.getByText('Maths half-yearly exam').click();
      const details = page.getByRole('dialog', { name: 'Maths half-yearly exam' });
      await expect(details).toContainText('Class 9-B');
      await expect(details).toContainText('10:00');
      // A student may not change a class's exam.
      await expect(details.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    });
  });
}

test("a new institute takes India's holidays for its state, then imports an .ics file", async ({
  page,
}) => {
  test.slow();
  const owner = await createUser({ userType: 'Institute', fullName: 'Kavita Deshmukh' });
  await signIn(page, owner);
  await page.getByLabel('Institute name').fill('Pune Vidya Mandir');
  await page.getByLabel('State or union territory').selectOption({ label: 'Maharashtra' });
  await page.getByRole('button', { name: 'Create institute' }).click();

  // Right after creation: the year's holidays for the institute's state, reviewed before they
  // are the institute's.
  const offer = page.getByTestId('holiday-suggestions');
  const nameOn = (date: string) =>
    offer.getByRole('textbox', { name: `Name of the holiday on ${date}` });
  await offer.getByLabel('Year').selectOption('2026');
  await expect(offer.getByLabel('State')).toHaveValue('MH');
  // The state's day falls on a national one: one holiday with both names.
  await expect(
    offer.getByRole('checkbox', { name: 'Add Buddha Purnima / Maharashtra Day' }),
  ).toBeChecked();
  await offer.getByRole('checkbox', { name: 'Add Christmas' }).uncheck();
  await nameOn('8 Nov 2026').fill('Deepavali');
  const apply = offer.getByRole('button', { name: /^Add \d+ holidays$/ });
  const count = Number((await apply.textContent())!.match(/\d+/)![0]);
  await apply.click();
  await expect(offer.getByText(`${count} holidays added.`)).toBeVisible();
  // Applied days are now the institute's: the review marks them, nothing is left to add.
  await expect(offer.getByText('Already a holiday: Deepavali')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Choose holidays to add' })).toBeDisabled();
  await expect(offer.getByRole('checkbox', { name: 'Add Christmas' })).not.toBeChecked();

  // An .ics file into the institute's calendar: checked first, then imported once.
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Journey//EN',
    'BEGIN:VEVENT',
    'UID:sports-day@example.com',
    'SUMMARY:Annual sports day',
    `DTSTART;VALUE=DATE:${day(12).replaceAll('-', '')}`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:ptm@example.com',
    'SUMMARY:Parents meeting',
    `DTSTART;TZID=Asia/Kolkata:${day(14).replaceAll('-', '')}T160000`,
    `DTEND;TZID=Asia/Kolkata:${day(14).replaceAll('-', '')}T170000`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:founders@example.com',
    'SUMMARY:Founders day',
    `DTSTART;VALUE=DATE:${day(15).replaceAll('-', '')}`,
    'RRULE:FREQ=YEARLY',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  await openCalendar(page, 'Month');
  const importer = page.getByRole('region', { name: 'Import events' });
  await importer.getByLabel('.ics file').setInputFiles({
    name: 'school.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(ics),
  });
  await importer.getByRole('button', { name: 'Check the file' }).click();
  await expect(importer.getByTestId('ics-preview')).toContainText(
    '3 events in the file: 2 new, 0 already imported (to be updated), 1 left out.',
  );
  await expect(importer.getByText(/Founders day: It repeats in a way/)).toBeVisible();
  await importer.getByRole('button', { name: 'Import 2 events' }).click();
  await expect(importer.getByText('Imported: 2 new, 0 updated.')).toBeVisible();
  await agenda(page);
  const board = page.getByRole('region', { name: 'Calendar' });
  await expect(board.getByText('Annual sports day')).toBeVisible();
  await expect(board.getByText('Parents meeting')).toBeVisible();
});
