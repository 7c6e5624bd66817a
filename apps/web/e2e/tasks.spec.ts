import type { Browser, Page } from '@playwright/test';
import { addGroup, addPerson, createOrg, istDate, rest } from './support/attendance-seed';
import type { CreatedUser } from './support/users';
import { expect, newPersonPage, signIn, test } from './support/fixtures';

/** A person's own browser, signed in; several people sign in at once, so their home may be slow. */
async function signInOnNewPage(
  browser: Browser,
  user: CreatedUser,
  home: RegExp,
  options: { viewport?: { width: number; height: number }; hasTouch?: boolean } = {},
) {
  const page = await newPersonPage(browser, options);
  await signIn(page, user);
  await expect(page).toHaveURL(home, { timeout: 30_000 });
  return page;
}

/** Sunrise School: a teacher and three students of Class 7-A (one without an account). */
async function seedClass(label: string) {
  const org = await createOrg(`Sunrise School ${label}`, 'institute');
  const teacher = await addPerson(org, {
    name: 'Anil Verma',
    role: 'teacher',
    userType: 'Teacher',
  });
  const asha = await addPerson(org, { name: 'Asha Rao', role: 'student', userType: 'Student' });
  const kabir = await addPerson(org, { name: 'Kabir Das', role: 'student', userType: 'Student' });
  const zoya = await addPerson(org, { name: 'Zoya Khan', role: 'student', withAccount: false });
  const groupId = await addGroup(org, {
    name: 'Class 7-A',
    kind: 'class',
    responsibleId: teacher.memberId,
    members: [asha.memberId, kabir.memberId, zoya.memberId],
  });
  return { org, teacher, asha, kabir, zoya, groupId };
}

async function openBoard(page: Page, path: '/tasks' | '/kanban', board: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  await page.getByLabel('Board', { exact: true }).selectOption({ label: board });
  await expect(page.getByTestId('tasks-live')).toHaveText(/Live/);
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Drags a card by its handle with the mouse onto a column, as a person would. */
async function dragCard(page: Page, title: string, to: string) {
  const handle = page.getByRole('button', { name: `Move card “${title}”` });
  const from = (await handle.boundingBox())!;
  const target = (await column(page, to).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 15 });
  await page.mouse.move(target.x + target.width / 2, target.y + 70, { steps: 3 });
  await page.mouse.up();
}

test('a teacher gives Class 7-A a task; two students move their cards (mouse, keyboard); the teacher sees it live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const school = await seedClass(`live-${Date.now().toString(36)}`);
  const teacher = await signInOnNewPage(browser, school.teacher.user!, /\/dashboard\/teacher$/);
  await openBoard(teacher, '/tasks', 'Class 7-A');
  await teacher.getByRole('button', { name: 'Task for the whole group' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'A task for everyone in Class 7-A' });
  await dialog.getByLabel('Title').fill('Read chapter 5');
  await dialog.getByLabel('A card for each person').check();
  await dialog.getByRole('button', { name: 'Give the task' }).click();
  await expect(dialog).toBeHidden();
  const progress = teacher.getByTestId('class-task').filter({ hasText: 'Read chapter 5' });
  await expect(progress.getByTestId('class-task-progress')).toHaveText('0 of 3 finished');
  // The teacher sees one card per student in To do.
  await expect(column(teacher, 'To do').getByTestId('task-card')).toHaveCount(3);

  // Asha, at /kanban, sees only her own card and drags it to Done with the mouse.
  const asha = await signInOnNewPage(browser, school.asha.user!, /\/dashboard\/student$/);
  await openBoard(asha, '/kanban', 'Class 7-A');
  await expect(asha.getByTestId('task-card')).toHaveCount(1);
  await expect(asha.getByRole('button', { name: 'Add column' })).toHaveCount(0);
  await dragCard(asha, 'Read chapter 5', 'Done');
  await expect(column(asha, 'Done').getByTestId('task-card')).toHaveCount(1);
  await expect(progress.getByTestId('class-task-progress')).toHaveText('1 of 3 finished');

  // Kabir moves his with the keyboard alone: Space lifts, arrows move, Space drops.
  const kabir = await signInOnNewPage(browser, school.kabir.user!, /\/dashboard\/student$/);
  await openBoard(kabir, '/tasks', 'Class 7-A');
  const handle = kabir.getByRole('button', { name: 'Move card “Read chapter 5”' });
  await handle.focus();
  // Each key waits for what dnd-kit announces to screen readers, so a busy machine cannot lose a
  // key pressed before the drag has started or moved.
  const announced = kabir.locator('[id^="DndLiveRegion"]');
  await kabir.keyboard.press('Space');
  // "Picked up …", at once followed by "… is over … in To do" (where it is now).
  await expect(announced).toContainText(/Picked up|in To do/);
  await kabir.keyboard.press('ArrowRight');
  await expect(announced).toContainText('In progress');
  await kabir.keyboard.press('ArrowRight');
  await expect(announced).toContainText('Done');
  await kabir.keyboard.press('Space');
  await expect(announced).toContainText('was dropped');
  await expect(column(kabir, 'Done').getByTestId('task-card')).toHaveCount(1);
  await expect(progress.getByTestId('class-task-progress')).toHaveText('2 of 3 finished');

  // The teacher's board followed too, without a reload; the names of who finished are listed.
  await expect(column(teacher, 'Done').getByTestId('task-card')).toHaveCount(2);
  await progress.locator('summary').click();
  await expect(progress.getByRole('listitem').filter({ hasText: 'Zoya Khan' })).toBeVisible();
  await expect(progress.getByLabel('Finished', { exact: true })).toHaveCount(2);

  // Kabir reloads: his card is still in Done, and nobody else's card is on his board.
  await kabir.reload();
  await expect(column(kabir, 'Done').getByTestId('task-card')).toHaveCount(1);
  await expect(kabir.getByTestId('task-card')).toHaveCount(1);
  for (const page of [teacher, asha, kabir]) await page.context().close();
});

test('the list view filters by mine, overdue, label and assignee, and closes cards in bulk', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const school = await seedClass(`list-${Date.now().toString(36)}`);
  const teacher = await signInOnNewPage(browser, school.teacher.user!, /\/dashboard\/teacher$/);
  await openBoard(teacher, '/tasks', 'Class 7-A');

  // Three cards arranged as the service role: overdue homework for Asha, a poster for Kabir,
  // and one of the teacher's own with no due date.
  const [board] = await rest<Array<{ id: string }>>(`task_boards?group_id=eq.${school.groupId}`);
  const [todo] = await rest<Array<{ id: string }>>(
    `task_columns?board_id=eq.${board!.id}&order=position&limit=1`,
  );
  const cards = await rest<Array<{ id: string; title: string }>>('task_cards', {
    method: 'POST',
    body: [
      {
        board_id: board!.id,
        column_id: todo!.id,
        title: 'Maths homework',
        labels: ['homework'],
        due_on: istDate(3),
      },
      {
        board_id: board!.id,
        column_id: todo!.id,
        title: 'Science poster',
        labels: ['project'],
        due_on: istDate(-5),
      },
      { board_id: board!.id, column_id: todo!.id, title: 'Plan the trip', labels: [] },
    ],
  });
  const id = (title: string) => cards.find((c) => c.title === title)!.id;
  await rest('task_card_assignees', {
    method: 'POST',
    body: [
      { card_id: id('Maths homework'), member_id: school.asha.memberId },
      { card_id: id('Science poster'), member_id: school.kabir.memberId },
      { card_id: id('Plan the trip'), member_id: school.teacher.memberId },
    ],
  });

  await teacher.getByRole('button', { name: 'List', exact: true }).click();
  const rows = teacher.getByTestId('task-row');
  await expect(rows).toHaveCount(3);
  await teacher.getByLabel('Overdue').check();
  await expect(rows).toHaveText([/Maths homework/]);
  await teacher.getByLabel('Overdue').uncheck();
  await teacher.getByLabel('Label', { exact: true }).selectOption('project');
  await expect(rows).toHaveText([/Science poster/]);
  await teacher.getByLabel('Label', { exact: true }).selectOption('');
  await teacher.getByLabel('Assignee', { exact: true }).selectOption({ label: 'Asha Rao' });
  await expect(rows).toHaveText([/Maths homework/]);
  await teacher.getByLabel('Assignee', { exact: true }).selectOption('');
  await teacher.getByLabel('Mine').check();
  await expect(rows).toHaveText([/Plan the trip/]);
  await teacher.getByLabel('Mine').uncheck();
  await teacher.getByLabel('Sort by').selectOption({ label: 'Due date' });
  await expect(rows).toHaveText([/Maths homework/, /Science poster/, /Plan the trip/]);

  // Two cards closed together leave the list, and come back with "Show closed".
  await teacher.getByLabel('Select “Maths homework”').check();
  await teacher.getByLabel('Select “Science poster”').check();
  await teacher.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(rows).toHaveText([/Plan the trip/]);
  await teacher.getByLabel('Show closed').check();
  await expect(rows).toHaveCount(3);
  await teacher.context().close();
});

test('at 360 px a student opens the class board and says she has finished a shared card; the teacher sees it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const school = await seedClass(`phone-${Date.now().toString(36)}`);
  const teacher = await signInOnNewPage(browser, school.teacher.user!, /\/dashboard\/teacher$/);
  await openBoard(teacher, '/tasks', 'Class 7-A');
  await teacher.getByRole('button', { name: 'Task for the whole group' }).click();
  const dialog = teacher.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Bring a leaf');
  await dialog.getByLabel('One shared card').check();
  await dialog.getByRole('button', { name: 'Give the task' }).click();
  await expect(dialog).toBeHidden();

  const asha = await signInOnNewPage(browser, school.asha.user!, /\/dashboard\/student$/, {
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  });
  await openBoard(asha, '/kanban', 'Class 7-A');
  const width = await asha.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  // The shared card: Asha says she has finished from its dialog.
  await asha.getByRole('button', { name: 'Bring a leaf', exact: true }).click();
  const card = asha.getByRole('dialog', { name: 'Bring a leaf' });
  await card.getByRole('button', { name: 'I have finished' }).click();
  await expect(card.getByText('Finished', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Close' }).click();
  const progress = teacher.getByTestId('class-task').filter({ hasText: 'Bring a leaf' });
  await expect(progress.getByTestId('class-task-progress')).toHaveText('1 of 3 finished');
  for (const page of [teacher, asha]) await page.context().close();
});

test('a student opens her card from a link, attaches a file, mentions her teacher with the keyboard and removes the file', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const school = await seedClass(`files-${Date.now().toString(36)}`);
  const asha = await signInOnNewPage(browser, school.asha.user!, /\/dashboard\/student$/);
  // Her first visit makes her boards; a card for her is then arranged as the service role.
  await openBoard(asha, '/tasks', 'Class 7-A');
  const [board] = await rest<Array<{ id: string }>>(`task_boards?group_id=eq.${school.groupId}`);
  const [todo] = await rest<Array<{ id: string }>>(
    `task_columns?board_id=eq.${board!.id}&order=position&limit=1`,
  );
  const [card] = await rest<Array<{ id: string }>>('task_cards', {
    method: 'POST',
    body: { board_id: board!.id, column_id: todo!.id, title: 'Science project' },
  });
  await rest('task_card_assignees', {
    method: 'POST',
    body: { card_id: card!.id, member_id: school.asha.memberId },
  });
  await asha.goto(`/tasks?board=${board!.id}&card=${card!.id}`);
  const dialog = asha.getByRole('dialog', { name: 'Science project' });
  await expect(dialog.getByText('No files yet.')).toBeVisible();

  // Too large is told before anything is sent; a small file is uploaded and listed.
  await dialog.getByLabel('Attach a file').setInputFiles({
    name: 'video.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(11 * 1024 * 1024),
  });
  await expect(dialog.getByText(/This file is too large/)).toBeVisible();
  await dialog.getByLabel('Attach a file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Plants need light.'),
  });
  const files = dialog.getByRole('list', { name: 'Files' });
  await expect(files.getByRole('listitem')).toHaveText([/notes\.txt.*18 B/]);

  // "@Ani", arrow down to the teacher, Enter: the comment names him and he is told.
  const box = dialog.getByRole('combobox', { name: 'Write a comment' });
  await box.fill('Please check @Ani');
  await expect(dialog.getByRole('option', { name: 'Anil Verma' })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await box.press('Enter');
  await box.pressSequentially('thanks');
  await expect(box).toHaveValue('Please check @Anil Verma thanks');
  await dialog.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(dialog.getByText('Please check @Anil Verma thanks')).toBeVisible();
  // The comment shows as soon as it is sent; the notification comes with the saved comment.
  await expect
    .poll(() =>
      rest<Array<{ link: string }>>(
        `notifications?user_id=eq.${school.teacher.user!.id}&kind=eq.task_mention&select=link`,
      ),
    )
    .toEqual([{ link: `/tasks?board=${board!.id}&card=${card!.id}` }]);

  await files.getByRole('button', { name: 'Remove notes.txt' }).click();
  await asha
    .getByRole('dialog', { name: 'Remove this file?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(dialog.getByText('No files yet.')).toBeVisible();
  await asha.context().close();
});
