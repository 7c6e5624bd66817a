import { expect, test } from './support/fixtures';
import {
  addMember,
  api,
  createKiosk,
  createOrg,
  openKiosk,
  records,
  rest,
} from './support/capture/org';

test.setTimeout(120_000);

test('the kiosk takes a code and PIN on its keypad, and locks a code after five wrong PINs', async ({
  page,
}) => {
  const org = await createOrg('Narmada Foods');
  await rest(`organizations?id=eq.${org.id}`, { method: 'PATCH', body: { pin_check_in: true } });
  const anil = await addMember(org, { fullName: 'Anil Kapoor' });
  const bina = await addMember(org, { fullName: 'Bina Das' });
  for (const [id, code, pin] of [
    [anil, 'NF-11', '2580'],
    [bina, 'NF-12', '13579'],
  ] as const) {
    await rest(`memberships?id=eq.${id}`, { method: 'PATCH', body: { employee_code: code } });
    await api(org.ownerToken, `/api/members/${id}/pin`, { pin }, 'PUT');
  }
  const kiosk = await createKiosk(org, ['card']);
  await openKiosk(page, kiosk);

  // Anil: his code on the keyboard, his PIN on the touch keypad.
  await page.getByRole('button', { name: 'Check in with code and PIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check in with your PIN' });
  await page.keyboard.type('nf-11');
  await page.keyboard.press('Enter');
  const keypad = dialog.getByRole('group', { name: 'Keypad' });
  for (const digit of '2580')
    await keypad.getByRole('button', { name: digit, exact: true }).click();
  await dialog.getByRole('button', { name: 'Check in' }).click();
  await expect(dialog.getByTestId('kiosk-pin-answer')).toContainText('Welcome, Anil');
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  // Bina's code with a wrong PIN, five times from the keyboard: then even her PIN is refused.
  await page.getByRole('button', { name: 'Check in with code and PIN' }).click();
  await page.keyboard.type('NF-12');
  await page.keyboard.press('Enter');
  const answer = dialog.getByTestId('kiosk-pin-answer');
  for (let attempt = 1; attempt <= 4; attempt++) {
    await page.keyboard.type('0000');
    await page.keyboard.press('Enter');
    await expect(answer).toContainText(`${5 - attempt} ${attempt === 4 ? 'try' : 'tries'} left`);
  }
  await page.keyboard.type('0000');
  await page.keyboard.press('Enter');
  await expect(answer).toContainText('locked for 15 minutes');
  await page.keyboard.type('13579');
  await page.keyboard.press('Enter');
  await expect(answer).toContainText('Too many wrong tries');

  expect(await records(org.id)).toEqual([
    expect.objectContaining({ member_id: anil, method: 'pin' }),
  ]);
});
