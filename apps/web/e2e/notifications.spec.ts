import type { Page } from '@playwright/test';
import { addGroup, addPerson, createOrg, istDate, rest } from './support/attendance-seed';
import { accessToken } from './support/capture/org';
import { E2E } from './support/env';
import { getServiceKey } from './support/users';
import { expect, signInOnNewPage, test } from './support/fixtures';

/** Sends a leave request from the student's requests page, as the student does. */
async function askForLeave(page: Page, reason: string) {
  const form = page.getByRole('form', { name: 'Request leave' });
  await form.getByLabel('From').fill(istDate(-3));
  await form.getByLabel('To').fill(istDate(-4));
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Send leave request' }).click();
  await expect(form.getByText('Leave request sent.', { exact: false })).toBeVisible();
}

/**
 * The bell counts every kind; a school's reminders (a teacher not checked in, the morning digest
 * of waiting requests, the weekly low-attendance list) fall due at some hours of the day and would
 * add to the counts these journeys check.
 */
async function switchRemindersOff(orgId: string) {
  await rest('reminder_settings', {
    method: 'POST',
    body: {
      org_id: orgId,
      check_in_enabled: false,
      check_out_enabled: false,
      roll_call_enabled: false,
      requests_digest_enabled: false,
      low_attendance_enabled: false,
      kiosk_offline_enabled: false,
    },
  });
}

test('a student’s leave request reaches the teacher’s bell live; read, open, and preferences', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const org = await createOrg(`Vidya Niketan ${Date.now().toString(36)}`, 'institute');
  await switchRemindersOff(org.id);
  const teacher = await addPerson(org, {
    name: 'Kavita Desai',
    role: 'teacher',
    userType: 'Teacher',
  });
  const student = await addPerson(org, {
    name: 'Rohan Verma',
    role: 'student',
    userType: 'Student',
  });
  await addGroup(org, {
    name: 'Class 7-C',
    kind: 'class',
    responsibleId: teacher.memberId,
    members: [student.memberId],
  });

  // The teacher works on a phone (360 px), travelling in New York; the student on a laptop.
  const staff = await signInOnNewPage(browser, teacher.user!, /\/dashboard\/teacher$/, {
    viewport: { width: 360, height: 740 },
    timezoneId: 'America/New_York',
  });
  const bell = staff.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(staff.getByTestId('notifications-count')).toHaveCount(0);

  const pupil = await signInOnNewPage(browser, student.user!, /\/dashboard\/student$/);
  await pupil.goto('/dashboard/student/requests');
  await askForLeave(pupil, 'Grandmother’s eightieth birthday');

  // Without a reload, the teacher's bell counts it.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(staff.getByTestId('notifications-count')).toHaveText('1');

  await bell.click();
  const panel = staff.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('listitem').filter({ hasText: 'Leave request from Rohan Verma' });
  await expect(item).toContainText(`Rohan Verma asks for leave from`);
  await expect(item).toContainText('in Vidya Niketan');
  // Its time is the school's clock, with the zone written, not New York's.
  const sent = item.locator('time');
  const ist = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .formatToParts(new Date((await sent.getAttribute('datetime'))!))
    .filter((part) => ['hour', 'minute', 'timeZoneName'].includes(part.type))
    .map((part) => part.value);
  await expect(sent).toHaveText(new RegExp(`${ist[0]}:${ist[1]}\\s?[ap]m ${ist[2]}$`, 'i'));
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);

  // Marked read from the keyboard: the count goes.
  const markRead = item.getByRole('button', {
    name: /^Mark as read: Leave request from Rohan Verma/,
  });
  await markRead.focus();
  await staff.keyboard.press('Enter');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(item).toHaveAttribute('data-unread', 'false');
  await staff.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Two more: mark all read; then open one — it leads to the teacher's requests.
  await askForLeave(pupil, 'School trip to Hampi with family');
  await askForLeave(pupil, 'Cousin’s wedding in Indore');
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await panel
    .getByRole('link', { name: /Leave request from Rohan Verma/ })
    .first()
    .click();
  await expect(staff).toHaveURL(/\/dashboard\/teacher\/requests$/);
  await expect(panel).toBeHidden();

  // The teacher stops in-app notices of requests: the next one is not made for them.
  await staff.goto('/profile');
  const kind = staff.getByRole('group', { name: 'Requests waiting for my decision' });
  // The channels are toggles: their labels are what a person taps.
  await kind.getByText('In the app').click();
  await expect(kind.getByRole('checkbox', { name: 'In the app' })).not.toBeChecked();
  await kind.getByText('By e-mail').click();
  await expect(kind.getByRole('checkbox', { name: 'By e-mail' })).not.toBeChecked();
  // Each change is confirmed by the shell's toast (one library for every save).
  const toasts = staff.getByRole('region', { name: /^Notifications/ });
  await expect(toasts.getByText('Saved.', { exact: true }).first()).toBeVisible();
  await staff.reload();
  await expect(
    staff
      .getByRole('group', { name: 'Requests waiting for my decision' })
      .getByRole('checkbox', { name: 'In the app' }),
  ).not.toBeChecked();

  await askForLeave(pupil, 'Dental surgery and rest');
  const forTeacher = await rest<Array<{ id: string }>>(
    `notifications?select=id&user_id=eq.${teacher.user!.id}&kind=eq.request_submitted`,
  );
  expect(forTeacher).toHaveLength(3); // the three before the change, not the fourth
  await expect(bell).toHaveAccessibleName('Notifications');
});

/** The data API as a signed-in person (what the messages page sends when a teacher posts). */
async function asPerson<T>(token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${E2E.baseURL}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: await getServiceKey(),
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return (await response.json()) as T;
}

test('a teacher’s announcement and class-channel messages reach a student’s bell without reload, and open in Messages', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Gurukul Academy ${Date.now().toString(36)}`;
  const org = await createOrg(name, 'institute');
  await switchRemindersOff(org.id);
  const teacher = await addPerson(org, {
    name: 'Sunita Pillai',
    role: 'teacher',
    userType: 'Teacher',
  });
  const student = await addPerson(org, {
    name: 'Ishaan Gupta',
    role: 'student',
    userType: 'Student',
  });
  const classId = await addGroup(org, {
    name: 'Class 6-A',
    kind: 'class',
    responsibleId: teacher.memberId,
    members: [student.memberId],
  });
  const pupil = await signInOnNewPage(browser, student.user!, /\/dashboard\/student$/);
  const bell = pupil.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const token = await accessToken(teacher.user!);
  const conversation = await asPerson<string>(token, 'rpc/open_announcements', { org: org.id });
  await asPerson(token, 'messages', {
    conversation_id: conversation,
    body: 'Parent–teacher meeting on Saturday at 10 am.',
  });

  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const panel = pupil.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('link', {
    name: `Unread: Announcement for ${name} from Sunita Pillai`,
  });
  await expect(item).toContainText('Parent–teacher meeting on Saturday at 10 am.');
  await item.click();
  await expect(pupil).toHaveURL(new RegExp(`/messages\\?c=${conversation}$`));
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(
    pupil.getByText('Parent–teacher meeting on Saturday at 10 am.').first(),
  ).toBeVisible();

  // Two messages in the class's channel: one notification that counts them, opening the channel.
  const [channel] = await rest<Array<{ id: string }>>(
    `conversations?select=id&group_id=eq.${classId}&kind=eq.channel`,
  );
  for (const body of ['Bring your science notebooks tomorrow.', 'And the lab coat too.'])
    await asPerson(token, 'messages', { conversation_id: channel!.id, body });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const grouped = panel.getByRole('link', { name: 'Unread: 2 new messages in Class 6-A' });
  await expect(grouped).toContainText('Sunita Pillai: And the lab coat too.');
  await grouped.click();
  await expect(pupil).toHaveURL(new RegExp(`/messages\\?c=${channel!.id}$`));
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(pupil.getByText('And the lab coat too.').first()).toBeVisible();
});
