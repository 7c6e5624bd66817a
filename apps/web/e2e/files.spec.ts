import type { Browser, Page } from '@playwright/test';
import { addGroup, addPerson, createOrg } from './support/attendance-seed';
import { expect, newPersonPage, signIn, test } from './support/fixtures';
import type { CreatedUser } from './support/users';
import { solidPng } from './support/png';

/**
 * /files at a desktop width and on a 360 px phone: a teacher drags three files into the class
 * space and sees each one's progress; a student of the class previews the PDF in the page and
 * downloads it; the teacher deletes a file and restores it from the trash.
 */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const FILES = [
  { name: 'Lesson plan.pdf', type: 'application/pdf', data: PDF },
  { name: 'Blackboard.png', type: 'image/png', data: solidPng([30, 90, 200]) },
  {
    name: 'Homework.txt',
    type: 'text/plain',
    data: Buffer.from('Read chapter 4 and answer the questions.\n'),
  },
];

/** Drops files on the space as a person dragging them from their desktop would. */
async function dropFiles(page: Page, files: typeof FILES) {
  const payload = files.map((f) => ({
    name: f.name,
    type: f.type,
    b64: f.data.toString('base64'),
  }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return transfer;
  }, payload);
  const zone = page.getByTestId('drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** Signs in on a page of their own; the machine may be busy, so the dashboard may take a while. */
async function signedIn(
  browser: Browser,
  user: CreatedUser,
  viewport: { width: number; height: number },
) {
  const page = await newPersonPage(browser, { viewport });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  return page;
}

async function openSpace(page: Page, name: string, isPhone: boolean) {
  await page.goto('/files');
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  if (isPhone) await page.getByRole('combobox', { name: 'Space' }).selectOption({ label: name });
  else await page.getByRole('navigation', { name: 'Space' }).getByRole('button', { name }).click();
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText(name);
}

for (const width of [1280, 360]) {
  const isPhone = width === 360;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: isPhone ? 740 : 800 } });
    // Two people, three uploads, a preview, a download and the trash: a long journey.
    test.describe.configure({ timeout: 120_000 });

    test('a teacher drops three files into the class space; a student previews and downloads the PDF; a deleted file comes back', async ({
      browser,
    }) => {
      const org = await createOrg(`Files School ${width}`, 'institute');
      const teacher = await addPerson(org, {
        name: 'Meera Nair',
        role: 'teacher',
        userType: 'Teacher',
      });
      const student = await addPerson(org, {
        name: 'Asha Rao',
        role: 'student',
        userType: 'Student',
      });
      await addGroup(org, {
        name: 'Class 7A',
        kind: 'class',
        responsibleId: teacher.memberId,
        members: [student.memberId],
      });
      const viewport = { width, height: isPhone ? 740 : 800 };

      // The teacher drops three files; each shows its progress bar until it is uploaded.
      const staff = await signedIn(browser, teacher.user!, viewport);
      await openSpace(staff, 'Class 7A', isPhone);
      await expect(staff.getByText('This folder is empty')).toBeVisible();
      await dropFiles(staff, FILES);
      const rows = staff.getByTestId('upload-row');
      await expect(rows).toHaveCount(3);
      for (const file of FILES) {
        await expect(
          staff.getByRole('progressbar', { name: `Uploading ${file.name}` }),
        ).toBeVisible();
      }
      for (const row of await rows.all()) await expect(row).toHaveAttribute('data-status', 'done');
      for (const file of FILES) {
        await expect(
          staff.getByRole('progressbar', { name: `Uploading ${file.name}` }),
        ).toHaveAttribute('aria-valuenow', '100');
      }
      const items = staff.getByTestId('file-item');
      await expect(items).toHaveCount(3);
      await expect(items).toContainText(['Blackboard.png', 'Homework.txt', 'Lesson plan.pdf']);
      await expect(staff.getByTestId('files-usage')).not.toContainText(/^0 B/);

      // The student reads the class space: no upload, a PDF preview in the page, a download.
      const learner = await signedIn(browser, student.user!, viewport);
      await openSpace(learner, 'Class 7A', isPhone);
      await expect(learner.getByRole('button', { name: 'Upload' })).toHaveCount(0);
      await learner.getByRole('button', { name: 'Lesson plan.pdf', exact: true }).click();
      const dialog = learner.getByRole('dialog', { name: 'Preview of Lesson plan.pdf' });
      const frame = dialog.getByTestId('pdf-preview');
      await expect(frame).toBeVisible();
      const src = await frame.getAttribute('src');
      const shown = await learner.request.get(src!);
      expect(shown.status()).toBe(200);
      expect(shown.headers()['content-type']).toBe('application/pdf');
      expect(Buffer.from(await shown.body())).toEqual(PDF);
      const [download] = await Promise.all([
        learner.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Lesson plan.pdf');
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      // The teacher deletes the homework, finds it in the trash and restores it.
      await staff.getByRole('button', { name: 'Actions for Homework.txt' }).click();
      await staff.getByRole('menuitem', { name: 'Delete' }).click();
      const confirm = staff.getByRole('dialog', { name: 'Delete “Homework.txt”?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(
        staff.getByRole('status').filter({ hasText: '“Homework.txt” is in the trash.' }),
      ).toBeVisible();
      await expect(items).toHaveCount(2);
      // The student's open page follows live.
      await expect(learner.getByTestId('file-item')).toHaveCount(2);
      await staff.getByRole('button', { name: 'Trash' }).click();
      const trashed = staff.getByTestId('trash-item');
      await expect(trashed).toHaveCount(1);
      await expect(trashed).toContainText('Homework.txt');
      await expect(trashed).toContainText('30 days left');
      await trashed.getByRole('button', { name: 'Restore' }).click();
      await expect(staff.getByText('The trash is empty')).toBeVisible();
      await staff.getByRole('button', { name: 'Back to files' }).click();
      await expect(items).toHaveCount(3);
      await expect(items).toContainText(['Homework.txt']);

      // The student sees it back without reloading.
      await expect(learner.getByTestId('file-item')).toHaveCount(3);
    });
  });
}
