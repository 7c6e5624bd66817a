import { addGroup, addPerson, createOrg, rest, type TestOrg } from './support/attendance-seed';
import { expect, signIn, signInOnNewPage, test } from './support/fixtures';

async function setContact(memberId: string, contact: { email?: string; phone?: string }) {
  await rest(`memberships?id=eq.${memberId}`, { method: 'PATCH', body: contact });
}

/** Green Valley School: a teacher and three students in two classes, and one who left. */
async function seedDirectory(org: TestOrg) {
  const meera = await addPerson(org, { name: 'Meera Nair', role: 'teacher', userType: 'Teacher' });
  await setContact(meera.memberId, {
    email: 'meera.nair@greenvalley.example',
    phone: '+91 98765 43210',
  });
  const asha = await addPerson(org, { name: 'Asha Rao', role: 'student', withAccount: false });
  await setContact(asha.memberId, { email: 'asha.rao@greenvalley.example' });
  const kabir = await addPerson(org, { name: 'Kabir Das', role: 'student', withAccount: false });
  const zoya = await addPerson(org, { name: 'Zoya Khan', role: 'student', withAccount: false });
  await setContact(zoya.memberId, { phone: '022 2345 6789' });
  const rohan = await addPerson(org, { name: 'Rohan Mehta', role: 'student', withAccount: false });
  await rest(`memberships?id=eq.${rohan.memberId}`, { method: 'PATCH', body: { status: 'left' } });
  await addGroup(org, {
    name: 'Class 9-B',
    kind: 'class',
    members: [asha.memberId, kabir.memberId, rohan.memberId],
  });
  await addGroup(org, { name: 'Class 10-A', kind: 'class', members: [zoya.memberId] });
  return { meera };
}

test('the directory: search, group filter, call and mail links; removed people are not listed', async ({
  page,
}) => {
  const org = await createOrg('Green Valley School', 'institute');
  await seedDirectory(org);
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);
  await page.goto('/contacts');

  const directory = page.getByRole('list', { name: 'Directory' });
  const people = directory.getByRole('listitem');
  const search = page.getByLabel('Search', { exact: true });
  const group = page.getByLabel('Group', { exact: true });
  await expect(people).toHaveCount(5);
  await expect(people).toContainText([
    'Asha Rao',
    'Green Valley School Owner',
    'Kabir Das',
    'Meera Nair',
    'Zoya Khan',
  ]);
  await expect(directory).not.toContainText('Rohan Mehta');

  // A person's phone and e-mail are links that call and write.
  const meera = people.filter({ hasText: 'Meera Nair' });
  await expect(meera).toContainText('Teacher');
  await expect(
    meera.getByRole('link', { name: 'Call Meera Nair on +91 98765 43210' }),
  ).toHaveAttribute('href', 'tel:+919876543210');
  await expect(
    meera.getByRole('link', { name: 'E-mail Meera Nair at meera.nair@greenvalley.example' }),
  ).toHaveAttribute('href', 'mailto:meera.nair@greenvalley.example');
  await expect(
    people.filter({ hasText: 'Zoya Khan' }).getByRole('link', { name: /^Call Zoya Khan/ }),
  ).toHaveAttribute('href', 'tel:02223456789');
  await expect(people.filter({ hasText: 'Kabir Das' })).toContainText('No contact details');

  // Search by name, by part of a phone number, by e-mail (any case).
  await search.fill('zoya');
  await expect(people).toHaveCount(1);
  await expect(people).toContainText(['Zoya Khan']);
  await search.fill('98765');
  await expect(people).toHaveCount(1);
  await expect(people).toContainText(['Meera Nair']);
  await search.fill('GREENVALLEY.example');
  await expect(people).toHaveCount(2);
  await expect(people).toContainText(['Asha Rao', 'Meera Nair']);
  await search.fill('Nobody by this name');
  await expect(page.getByText('Nobody matches.')).toBeVisible();
  await search.fill('');
  await expect(people).toHaveCount(5);

  // The group filter, alone and with a search.
  await group.selectOption({ label: 'Class 9-B' });
  await expect(people).toHaveCount(2);
  await expect(people).toContainText(['Asha Rao', 'Kabir Das']);
  await group.selectOption({ label: 'Class 10-A' });
  await expect(people).toHaveCount(1);
  await expect(people).toContainText(['Zoya Khan']);
  await search.fill('asha');
  await expect(page.getByText('Nobody matches.')).toBeVisible();
  await group.selectOption({ label: 'All groups' });
  await expect(people).toHaveCount(1);
  await expect(people).toContainText(['Asha Rao']);
});

test('personal contacts: add, edit and delete, visible only to their owner', async ({
  page,
  browser,
}) => {
  const org = await createOrg('Lotus Academy', 'institute');
  const { meera } = await seedDirectory(org);
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);
  await page.goto('/contacts');
  const contactsOf = () =>
    rest<Array<{ owner_id: string; name: string; phone: string | null; email: string | null }>>(
      `contacts?owner_id=eq.${org.owner.id}&select=owner_id,name,phone,email,organisation,notes`,
    );
  const mine = page.getByRole('list', { name: 'My contacts' });
  await expect(page.getByText('No personal contacts yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add contact' }).click();
  let dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByLabel('Name').fill('Ramesh Patil');
  await dialog.getByLabel('Phone').fill('call me');
  await dialog.getByLabel('E-mail').fill('ramesh@plumbing.example');
  await dialog.getByLabel('Organisation').fill('Patil Plumbing');
  await dialog.getByLabel('Notes').fill('Hostel water tanks');
  await dialog.getByRole('button', { name: 'Save contact' }).click();
  await expect(dialog.getByText('Use 6–20 digits', { exact: false })).toBeVisible();
  expect(await contactsOf()).toEqual([]);
  await dialog.getByLabel('Phone').fill('+91 99200 11223');
  await dialog.getByRole('button', { name: 'Save contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByText('Ramesh Patil is saved in your contacts.'),
  ).toBeVisible();
  const ramesh = mine.getByRole('listitem').filter({ hasText: 'Ramesh Patil' });
  await expect(ramesh).toContainText('Patil Plumbing');
  await expect(ramesh).toContainText('Hostel water tanks');
  await expect(ramesh.getByRole('link', { name: /^Call Ramesh Patil/ })).toHaveAttribute(
    'href',
    'tel:+919920011223',
  );
  await expect(ramesh.getByRole('link', { name: /^E-mail Ramesh Patil/ })).toHaveAttribute(
    'href',
    'mailto:ramesh@plumbing.example',
  );
  expect(await contactsOf()).toEqual([
    {
      owner_id: org.owner.id,
      name: 'Ramesh Patil',
      phone: '+91 99200 11223',
      email: 'ramesh@plumbing.example',
      organisation: 'Patil Plumbing',
      notes: 'Hostel water tanks',
    },
  ]);

  // Only their owner sees them.
  const teacher = await signInOnNewPage(browser, meera.user!, /\/dashboard\/teacher$/);
  await teacher.goto('/contacts');
  await expect(teacher.getByText('No personal contacts yet.')).toBeVisible();
  await expect(teacher.getByText('Ramesh Patil')).toHaveCount(0);
  await teacher.context().close();

  await page.getByRole('button', { name: 'Edit Ramesh Patil' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Ramesh Patil' });
  await expect(dialog.getByLabel('Phone')).toHaveValue('+91 99200 11223');
  await dialog.getByLabel('Phone').fill('+91 99200 44556');
  await dialog.getByLabel('E-mail').fill('');
  await dialog.getByRole('button', { name: 'Save contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(ramesh.getByRole('link', { name: /^Call Ramesh Patil/ })).toHaveAttribute(
    'href',
    'tel:+919920044556',
  );
  await expect(ramesh.getByRole('link', { name: /^E-mail Ramesh Patil/ })).toHaveCount(0);
  expect(await contactsOf()).toMatchObject([{ phone: '+91 99200 44556', email: null }]);

  await page.getByRole('button', { name: 'Delete Ramesh Patil' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Ramesh Patil?' });
  await confirm.getByRole('button', { name: 'Delete contact' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No personal contacts yet.')).toBeVisible();
  expect(await contactsOf()).toEqual([]);
});
