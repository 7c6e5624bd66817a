import { addGroup, addPerson, api, createOrg, istDate, rest } from './support/attendance-seed';
import { expect, signInOnNewPage, test } from './support/fixtures';

/** The Monday at least a week ahead in India, and the Thursday after it. */
function nextMonday(): { mon: string; thu: string } {
  const plus = (date: string, days: number) =>
    new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000)
      .toISOString()
      .slice(0, 10);
  let date = istDate(-7);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) date = plus(date, 1);
  return { mon: date, thu: plus(date, 3) };
}

test('four days of Sick leave need a certificate: refused without it, sent with it, opened by the approver', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const org = await createOrg(`Godavari Mills ${Date.now().toString(36)}`, 'company');
  const employee = await addPerson(org, {
    name: 'Kavya Menon',
    role: 'employee',
    userType: 'Employee',
  });
  const incharge = await addPerson(org, {
    name: 'Arjun Pillai',
    role: 'incharge',
    userType: 'Incharge',
  });
  await addGroup(org, {
    name: 'Spinning',
    kind: 'department',
    responsibleId: incharge.memberId,
    members: [employee.memberId],
  });
  const [sick] = await rest<Array<{ id: string }>>(
    `leave_types?org_id=eq.${org.id}&code=eq.SL&select=id`,
  );
  await api(org.ownerToken, `/api/leave-types/${sick!.id}`, { documents_after_days: 2 }, 'PATCH');

  const { mon, thu } = nextMonday();
  const page = await signInOnNewPage(browser, employee.user!, /\/dashboard\/employee$/, {
    viewport: { width: 375, height: 812 },
  });
  await page.goto('/dashboard/employee/requests');
  const form = page.getByRole('form', { name: 'Request leave' });
  await form.getByLabel('Leave type').selectOption(sick!.id);
  await form.getByLabel('From').fill(mon);
  await form.getByLabel('To', { exact: true }).fill(thu);
  await expect(form.getByTestId('leave-quote')).toContainText('This leave takes 4 days');
  await form.getByLabel('Reason').fill('Dengue, the doctor advised rest');
  await form.getByRole('button', { name: 'Send leave request' }).click();
  await expect(form).toContainText('Attach the supporting document');
  await form.getByLabel('Supporting document').setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% medical certificate\n%%EOF\n'),
  });
  await form.getByRole('button', { name: 'Send leave request' }).click();
  await expect(page.getByText(/Leave request sent/)).toBeVisible();
  await page.context().close();

  const inchargePage = await signInOnNewPage(browser, incharge.user!, /\/dashboard\/incharge$/);
  await inchargePage.goto('/dashboard/incharge/requests');
  const request = inchargePage.getByTestId('review-request').filter({ hasText: 'Kavya Menon' });
  await request.getByRole('button', { name: /Approve/ }).click();
  const link = inchargePage
    .getByRole('dialog')
    .getByTestId('leave-context-document')
    .getByRole('link', { name: 'certificate.pdf' });
  await expect(link).toBeVisible();
  const download = await inchargePage.request.get((await link.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await inchargePage.context().close();
});
