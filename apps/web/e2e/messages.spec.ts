import type { Page } from '@playwright/test';
import { addGroup, addPerson, createOrg, type Person } from './support/attendance-seed';
import { expect, signInOnNewPage, test } from './support/fixtures';
import { createUser } from './support/users';

/**
 * /messages (issue 15): a teacher and a student of one school write to each other live in two
 * browsers (typing, read receipt, an attachment, a message sent offline and retried); a teacher's
 * announcement reaches the student without a reload and is read-only for them; nobody outside the
 * school can be reached, and someone in no organisation has nobody to write to.
 */
type School = { name: string; teacher: Person; asha: Person };

async function seedSchool(): Promise<School> {
  const name = `Sunrise Public School ${Date.now().toString(36)}`;
  const org = await createOrg(name, 'institute');
  const teacher = await addPerson(org, {
    name: 'Meera Nair',
    role: 'teacher',
    userType: 'Teacher',
  });
  const asha = await addPerson(org, {
    name: 'Asha Rao',
    role: 'student',
    userType: 'Student',
    roll: '9B-01',
  });
  await addGroup(org, {
    name: 'Class 9-B',
    kind: 'class',
    responsibleId: teacher.memberId,
    members: [asha.memberId],
  });
  return { name, teacher, asha };
}

const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' });
const thread = (page: Page) => page.getByTestId('thread-messages');

async function openMessages(page: Page) {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(conversations(page)).toBeVisible();
}

async function write(page: Page, text: string) {
  const box = page.getByLabel('Your message');
  await box.fill(text);
  await box.press('Enter');
}

test('a teacher and a student exchange direct messages live', async ({ browser }) => {
  test.setTimeout(120_000);
  const school = await seedSchool();
  const student = await signInOnNewPage(browser, school.asha.user!, /\/dashboard/);
  // The teacher reads from New York: the school's times stay India's, and the page says so.
  const teacher = await signInOnNewPage(browser, school.teacher.user!, /\/dashboard/, {
    timezoneId: 'America/New_York',
  });
  await openMessages(student);
  await openMessages(teacher);
  await expect(teacher.getByTestId('zone-note')).toHaveText('Times in IST (Asia/Kolkata)');
  // The class's channel exists for both, made with the class.
  await expect(conversations(student)).toContainText('Class 9-B');
  await expect(conversations(teacher)).toContainText('Class 9-B');

  // Asha starts a conversation with her teacher by picking her.
  await student.getByRole('button', { name: 'New', exact: true }).click();
  await student
    .getByRole('dialog')
    .getByRole('button', { name: /Meera Nair/ })
    .click();
  await expect(student.getByRole('heading', { name: 'Meera Nair', level: 2 })).toBeVisible();
  await write(student, 'Good morning, ma’am. Is the test on Monday?');
  await expect(thread(student).getByTestId('message')).toContainText([
    'Good morning, ma’am. Is the test on Monday?',
  ]);

  // It reaches the teacher's list live, counted as unread, and opens there.
  const fromAsha = conversations(teacher).getByRole('button', { name: /Asha Rao/ });
  await expect(fromAsha).toContainText('Good morning');
  await expect(fromAsha.getByTestId('unread-count')).toHaveText('1');
  await fromAsha.click();
  await expect(thread(teacher)).toContainText('Good morning, ma’am. Is the test on Monday?');
  const sent = thread(teacher).getByTestId('message').first().locator('time');
  const at = new Date((await sent.getAttribute('datetime'))!);
  const inZone = (timeZone: string) =>
    new Intl.DateTimeFormat('en-IN', { timeZone, hour: 'numeric', minute: '2-digit' })
      .formatToParts(at)
      .filter((part) => part.type === 'hour' || part.type === 'minute')
      .map((part) => part.value)
      .join(':');
  expect(inZone('Asia/Kolkata')).not.toBe(inZone('America/New_York'));
  await expect(sent).toHaveAttribute('title', new RegExp(`, ${inZone('Asia/Kolkata')}\\s?[ap]m$`));
  await expect(fromAsha.getByTestId('unread-count')).toHaveCount(0);

  // Asha sees that it was read, and that her teacher is typing.
  await expect(thread(student).getByTestId('seen')).toBeVisible();
  await teacher.getByLabel('Your message').fill('Yes');
  await expect(student.getByTestId('thread-status')).toHaveText('Meera Nair is typing…');
  await teacher.getByLabel('Your message').fill('Yes, chapters 4 and 5.');
  await teacher.getByLabel('Your message').press('Enter');
  await expect(thread(student)).toContainText('Yes, chapters 4 and 5.');

  // A file travels with a message and opens for the teacher through a signed link.
  await student.locator('#message-files').setInputFiles({
    name: 'timetable.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Maths on Monday, Science on Tuesday'),
  });
  await write(student, 'Here is the timetable.');
  const file = thread(teacher).getByRole('button', { name: /timetable\.txt/ });
  await expect(file).toBeVisible();
  const [download] = await Promise.all([teacher.waitForEvent('popup'), file.click()]);
  await expect(download.locator('body')).toContainText('Maths on Monday, Science on Tuesday');
  expect(download.url()).toContain('/storage/v1/object/sign/message-files/');
  await download.close();

  // Offline, a message waits with a retry; back online, the retry delivers it.
  await student.context().setOffline(true);
  await write(student, 'Thank you!');
  const pending = thread(student).getByTestId('pending-message');
  await expect(pending).toContainText('Not sent.');
  await student.context().setOffline(false);
  await pending.getByRole('button', { name: 'Retry' }).click();
  await expect(pending).toHaveCount(0);
  await expect(thread(teacher)).toContainText('Thank you!');

  // Asha edits, then deletes (after confirming), her own message; the teacher sees both live.
  const mine = thread(student).getByTestId('message').filter({ hasText: 'Thank you!' });
  await mine.getByRole('button', { name: 'Edit message' }).click();
  await student.getByLabel('Edit your message').fill('Thank you, ma’am!');
  await student.getByRole('button', { name: 'Save' }).click();
  await expect(thread(teacher)).toContainText('Thank you, ma’am!');
  await expect(thread(teacher)).toContainText('edited');
  const edited = thread(student).getByTestId('message').filter({ hasText: 'Thank you, ma’am!' });
  await edited.getByRole('button', { name: 'Delete message' }).click();
  await student.getByRole('dialog').getByRole('button', { name: 'Delete message' }).click();
  await expect(thread(teacher)).toContainText('This message was deleted.');
  await expect(thread(teacher)).not.toContainText('Thank you, ma’am!');
  // Only one's own messages offer edit and delete.
  const theirs = thread(student).getByTestId('message').filter({ hasText: 'chapters 4 and 5' });
  await expect(theirs.getByRole('button', { name: 'Edit message' })).toHaveCount(0);
});

test("a teacher's announcement reaches a student without a reload; students only read and react", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const school = await seedSchool();
  const student = await signInOnNewPage(browser, school.asha.user!, /\/dashboard/);
  const teacher = await signInOnNewPage(browser, school.teacher.user!, /\/dashboard/);
  await openMessages(student);
  await openMessages(teacher);
  await expect(student.getByRole('button', { name: 'Announce' })).toHaveCount(0);

  await teacher.getByRole('button', { name: 'Announce' }).click();
  await teacher.getByLabel('Who hears it').selectOption({ label: 'The whole organisation' });
  await teacher.getByRole('button', { name: 'Continue' }).click();
  await expect(teacher.getByRole('heading', { name: school.name, level: 2 })).toBeVisible();
  await write(teacher, 'Sports day is on Friday. Wear your house colours.');
  await expect(thread(teacher)).toContainText('Sports day is on Friday.');

  const announcement = conversations(student).getByRole('button', {
    name: new RegExp(school.name),
  });
  await expect(announcement).toContainText('Sports day is on Friday.');
  await announcement.click();
  await expect(thread(student)).toContainText('Sports day is on Friday. Wear your house colours.');
  await expect(student.getByLabel('Your message')).toHaveCount(0);
  await expect(student.getByText('Only staff post announcements here.')).toBeVisible();

  // She may react; the teacher sees it live.
  await thread(student).getByRole('button', { name: 'React', exact: true }).click();
  await student.getByRole('button', { name: 'React with 👍' }).click();
  await expect(thread(teacher).getByRole('button', { name: '👍: 1' })).toBeVisible();
});

test('a student cannot reach people outside the school; someone in no organisation reaches nobody', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const school = await seedSchool();
  const other = await createOrg(`Other School ${Date.now().toString(36)}`, 'institute');
  const outsider = await addPerson(other, {
    name: 'Olu Outsider',
    role: 'student',
    userType: 'Student',
  });
  const student = await signInOnNewPage(browser, school.asha.user!, /\/dashboard/);
  await openMessages(student);
  await student.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = student.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /Meera Nair/ })).toBeVisible();
  await dialog.getByLabel('Search people').fill('Olu');
  await expect(dialog).toContainText('Nobody matches.');

  // Asked directly with the student's own session, the server refuses too.
  const refused = await student.evaluate(async (memberId) => {
    const session = JSON.parse(localStorage.getItem('ias-auth')!) as { access_token: string };
    const config = (await (await fetch('/api/config')).json()) as { anonKey: string };
    const response = await fetch('/rest/v1/rpc/start_direct_conversation', {
      method: 'POST',
      headers: {
        apikey: config.anonKey,
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ member: memberId }),
    });
    return { status: response.status, body: (await response.json()) as { hint?: string } };
  }, outsider.memberId);
  expect(refused.body.hint).toBe('messages.outsider');
  expect(refused.status).toBe(403);

  // Someone in no organisation has nobody to write to.
  const loner = await signInOnNewPage(
    browser,
    await createUser({ userType: 'Student', fullName: 'Lone Reader' }),
    /\/dashboard/,
  );
  await loner.goto('/messages');
  await expect(loner.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(loner.getByText('Messages come with an organisation')).toBeVisible();
  await expect(loner.getByRole('button', { name: 'New', exact: true })).toHaveCount(0);
});
