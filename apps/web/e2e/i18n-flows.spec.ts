import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { readPdf } from '../../server/src/test/pdf';
import { istDate, recordsOf, rest } from './support/attendance-seed';
import { addMember, createKiosk, createOrg, openKiosk, records } from './support/capture/org';
import { expect, newPersonPage, test } from './support/fixtures';
import { expectNoEnglish, readsHindi, shootHindi, signInInHindi } from './support/hindi';
import { firstLink, waitForMail } from './support/mail';
import { seedSchool } from './support/school-seed';
import { createUser, PASSWORD, uniqueEmail } from './support/users';

// Issue 14's proof: the main journeys in Hindi, end to end — sign-up, a teacher's roll-call, a
// kiosk greeting, and an owner's register as a PDF whose Devanagari text is read back. Data is
// seeded through the API; only the part under test goes through the screens.

test.describe('in a Hindi browser', () => {
  test.use({ locale: 'hi-IN' });

  test('a teacher signs up through the three steps in Hindi, confirms by a Hindi mail and stays in Hindi', async ({
    page,
  }) => {
    const email = uniqueEmail('signup-hi');
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('list', { name: 'चरण 1 / 3' })).toBeVisible();
    await expectNoEnglish(page.getByRole('main'), ['you@example.com']);
    await shootHindi(page, 'sign-up-account');
    await page.getByLabel('ईमेल पता').fill(email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
    await page.getByLabel('पासवर्ड दोबारा लिखें').fill(PASSWORD);
    await page.getByRole('button', { name: 'आगे बढ़ें' }).click();

    await expect(page).toHaveURL(/\/register\/details$/);
    await expect(page.getByRole('heading', { name: 'अपने बारे में बताएँ' })).toBeVisible();
    await page.getByRole('radio', { name: /^शिक्षक/ }).check();
    await page.getByLabel('पूरा नाम').fill('Kavita Joshi');
    await page.getByRole('textbox', { name: 'संस्थान' }).fill('Saraswati Vidya Mandir');
    await expectNoEnglish(page.getByRole('main'), ['Kavita Joshi', 'Saraswati Vidya Mandir']);
    await shootHindi(page, 'sign-up-details');
    await page.getByRole('button', { name: 'आगे बढ़ें' }).click();

    await expect(page).toHaveURL(/\/register\/finish$/);
    const summary = page.locator('dl');
    await expect(summary).toContainText('खाते का प्रकार');
    await expect(summary.getByText('शिक्षक', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(
      page.getByText('आगे बढ़ने के लिए कृपया सेवा की शर्तें और गोपनीयता नीति स्वीकार करें।'),
    ).toBeVisible();
    await expectNoEnglish(page.getByRole('main'), [
      email,
      'Kavita Joshi',
      'Saraswati Vidya Mandir',
    ]);
    await shootHindi(page, 'sign-up-finish');
    await page.getByRole('checkbox', { name: /सहमत हूँ/ }).check();
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(page.getByText('अपना खाता पक्का करने के लिए कृपया अपना ईमेल देखें।')).toBeVisible();

    // The new account starts in the language it was made in: the mail is in Hindi …
    const mail = await waitForMail(email, /पक्का करें/);
    expect(mail.html).toContain('lang="hi"');
    await page.goto(firstLink(mail));
    await expect(page).toHaveURL(/\/dashboard\/teacher$/);
    await expect(page.getByTestId('signed-in-name')).toHaveText('Kavita Joshi');
    // … and the dashboard stays Hindi once the new profile has loaded.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const [profile] = await rest<Array<{ locale: string }>>(
      `profiles?email=eq.${encodeURIComponent(email)}&select=locale`,
    );
    expect(profile?.locale).toBe('hi');
  });
});

test('a teacher takes the roll-call in Hindi', async ({ browser }) => {
  const school = await seedSchool(`rc-hi-${Date.now().toString(36)}`);
  await readsHindi(school.teacher.user!);
  const today = istDate(0);
  const page = await newPersonPage(browser, { locale: 'hi-IN' });
  await signInInHindi(page, school.teacher.user!);
  await expect(page).toHaveURL(/\/dashboard\/teacher$/);
  await page
    .getByTestId('teacher-session')
    .first()
    .getByRole('link', { name: /हाज़िरी लें/ })
    .click();
  await expect(page).toHaveURL(
    `/dashboard/teacher/roll-call?session=${school.maths}&date=${today}`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('roster-row')).toHaveCount(3);
  await expect(page.getByTestId('roll-call-counts')).toHaveText(
    'अभी किसी को चिह्नित नहीं किया गया। · 3 चिह्नित नहीं',
  );
  const names = ['Asha Rao', 'Kabir Das', 'Zoya Khan', 'Meera Nair', 'Mathematics', 'Science'];
  const seeded = [school.name, 'Class 9-B', 'Room 12', '9B-01', '9B-02', '9B-03', ...names];
  await expectNoEnglish(page.getByRole('main'), seeded);

  await page.getByRole('button', { name: 'सभी को उपस्थित चिह्नित करें' }).click();
  const zoya = page.locator(`[data-member-id="${school.zoya.memberId}"]`);
  await zoya.getByText('अनुपस्थित', { exact: true }).click();
  await expect(page.getByTestId('roll-call-counts')).toHaveText('2 उपस्थित · 1 अनुपस्थित');
  await shootHindi(page, 'roll-call');
  await page.getByRole('button', { name: 'उपस्थिति सहेजें' }).click();
  const confirm = page.getByRole('dialog', { name: 'यह हाज़िरी सहेजें?' });
  await expect(confirm).toContainText('3 लोग पहली बार चिह्नित');
  await expectNoEnglish(confirm, seeded);
  await confirm.getByRole('button', { name: 'उपस्थिति सहेजें' }).click();
  await expect(page.getByText('सहेजा गया: 3 चिह्नित।')).toBeVisible();

  const marked = async (memberId: string) =>
    (await recordsOf(memberId)).find((r) => r.class_session_id === school.maths && r.date === today)
      ?.status;
  expect(await marked(school.asha.memberId)).toBe('present');
  expect(await marked(school.zoya.memberId)).toBe('absent');
  await page.context().close();
});

/** A card reader's scan: the number as one burst of keys, then Enter. */
async function scanCard(page: Page, card: string) {
  await page.evaluate((code) => {
    for (const key of [...code, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  }, card);
}

test('a kiosk in English greets a Hindi reader in Hindi, then is switched to Hindi for everyone', async ({
  browser,
}) => {
  const orgName = `Narmada Vidyalaya ${Date.now().toString(36)}`;
  const org = await createOrg(orgName, 'institute');
  const meera = await createUser({ fullName: 'Meera Kulkarni' });
  await readsHindi(meera);
  const meeraId = await addMember(org, {
    fullName: 'Meera Kulkarni',
    role: 'teacher',
    userId: meera.id,
    card: `NV-${Date.now()}-1`,
  });
  // Ravi has no account: the kiosk greets him in its own language.
  const raviId = await addMember(org, {
    fullName: 'Ravi Yadav',
    role: 'student',
    card: `NV-${Date.now()}-2`,
  });
  const cards = await rest<Array<{ id: string; card_number: string }>>(
    `memberships?id=in.(${meeraId},${raviId})&select=id,card_number`,
  );
  const cardOf = (id: string) => cards.find((c) => c.id === id)!.card_number;
  const kiosk = await createKiosk(org, ['card'], 'Main gate');
  const page = await newPersonPage(browser, { locale: 'en-IN' });
  await openKiosk(page, kiosk);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Tap or scan your card').first()).toBeVisible();

  const feedback = page.getByTestId('kiosk-feedback');
  await scanCard(page, cardOf(meeraId));
  const greeting = feedback.locator('[data-kind="success"]');
  await expect(greeting).toContainText('स्वागत है, Meera');
  await expect(greeting).toContainText('पर चेक-इन');
  await expect(greeting).toHaveAttribute('lang', 'hi');
  // The kiosk itself stays English around her greeting.
  await expect(page.getByRole('list', { name: 'Recent check-ins' })).toContainText(
    'Meera Kulkarni',
  );
  await expect(greeting).toBeHidden({ timeout: 10_000 });

  // Staff switch the kiosk to Hindi; the choice stays on this device.
  await page.getByRole('combobox', { name: 'Kiosk language' }).selectOption({ label: 'हिन्दी' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText('अपना कार्ड टैप या स्कैन करें').first()).toBeVisible();
  // Meera's greeting stays in the recent list, in Hindi with her name.
  await expectNoEnglish(page.locator('body'), [orgName, kiosk.name, 'Meera Kulkarni', 'Meera']);
  await shootHindi(page, 'kiosk');
  await scanCard(page, cardOf(raviId));
  await expect(greeting).toContainText('स्वागत है, Ravi');
  await expect(greeting).toContainText('पर चेक-इन');
  await expect(greeting).not.toHaveAttribute('lang', /.+/);
  await shootHindi(page, 'kiosk-greeting', { widths: [1280] });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect((await records(org.id)).map((r) => r.member_id).sort()).toEqual([meeraId, raviId].sort());
  await page.context().close();
});

test('an owner reads the report in Hindi and prints the register as a PDF in Devanagari', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const school = await seedSchool(`reg-hi-${Date.now().toString(36)}`);
  await readsHindi(school.org.owner);
  const page = await newPersonPage(browser, { locale: 'hi-IN' });
  await signInInHindi(page, school.org.owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);
  // Through the app's menu, as owners get there, then loaded afresh: every catalogue the page's
  // code brings (its own, the charts', the cards') arrives in Hindi, none shows its ids.
  await page.getByRole('navigation', { name: 'ऐप' }).getByRole('link', { name: 'रिपोर्ट' }).click();
  await expect(page).toHaveURL(/\/dashboard\/institute\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'रिपोर्ट' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'रिपोर्ट' })).toBeVisible();
  await expect(page.getByTestId('report-row')).toHaveCount(5);
  await expect(page.getByRole('main')).not.toContainText(
    /\b(reports|payroll|scheduled-reports|dashboard|charts|attendance|orgs)\.[a-zA-Z]/,
  );
  // This month, as the page opens: everyone but the owner, a row each.
  await expect(page.getByRole('button', { name: 'इस महीने' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('report-row')).toHaveCount(5);
  await expectNoEnglish(page.getByTestId('report-row').filter({ hasText: 'Asha Rao' }), [
    'Asha Rao',
    '9B-01',
    'Class 9-B',
    'Hostel',
  ]);
  await shootHindi(page, 'report');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'रजिस्टर छापें (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^register-vidya-niketan-.*\.pdf$/);
  const pdf = await readPdf(await readFile((await download.path())!));
  // Devanagari that survives extraction as typed (no vowel sign written before its consonant),
  // from the register's own words, its period and weekday initials in Hindi, beside the names.
  const month = DateTime.fromISO(istDate(0)).setLocale('hi').toFormat('LLL');
  for (const words of ['तारीख', 'हस्ताक्षर', 'पृष्ठ 1', 'तक', month, 'Asha Rao', 'Class 9-B'])
    expect(pdf.text).toContain(words);
  expect(pdf.text).not.toMatch(
    /Signature|Page \d|Attendance register|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/,
  );
  await page.context().close();
});
