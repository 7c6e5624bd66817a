import { E2E } from './support/env';
import { expect, signIn, test } from './support/fixtures';
import { isScreenshotRun, SCREENSHOT_CONTEXT, shoot } from './support/screenshots';
import { createUser, PASSWORD } from './support/users';

/**
 * Screenshots of the owners' screens at 1280 and 375 px with realistic data (run with
 * SCREENSHOTS=1; skipped otherwise). Data is made through the same /api and /rest/v1 calls the
 * app uses, then every screen is opened as the owner. Written to the repository's
 * docs/screenshots/.
 */
test.skip(!isScreenshotRun, 'set SCREENSHOTS=1 to refresh the screenshots');
test.use(SCREENSHOT_CONTEXT);

/** Calls as a signed-in person: /api with JSON, /rest/v1 like supabase-js does. */
async function as(email: string) {
  const config = (await (await fetch(`${E2E.baseURL}/api/config`)).json()) as { anonKey: string };
  const tokenAnswer = await fetch(`${E2E.baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: config.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
  const call = async <T>(url: string, method = 'GET', body?: unknown): Promise<T> => {
    const response = await fetch(`${E2E.baseURL}${url}`, {
      method,
      headers: {
        apikey: config.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  return call;
}

const FIRST = [
  'Aarav',
  'Diya',
  'Kabir',
  'Ananya',
  'Vihaan',
  'Ishaan',
  'Saanvi',
  'Aditya',
  'Myra',
  'Reyansh',
  'Anika',
  'Arjun',
  'Kiara',
  'Rohan',
];
const LAST = [
  'Sharma',
  'Patel',
  'Singh',
  'Iyer',
  'Reddy',
  'Nair',
  'Gupta',
  'Khan',
  'Das',
  'Menon',
  'Joshi',
];
const name = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;

async function importAndWait(
  call: Awaited<ReturnType<typeof as>>,
  orgId: string,
  csv: string,
  role: string,
) {
  const { job_id } = await call<{ job_id: string }>(`/api/organizations/${orgId}/imports`, 'POST', {
    csv,
    role,
    dry_run: false,
  });
  await expect
    .poll(async () => (await call<{ status: string }>(`/api/imports/${job_id}`)).status)
    .toBe('done');
}

test('owner screens of an institute', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = await createUser({ userType: 'Institute', fullName: 'Meera Iyer' });
  const call = await as(owner.email);
  const org = await call<{ id: string; join_code: string }>('/api/organizations', 'POST', {
    name: 'Lakeview College',
    kind: 'institute',
    address: 'FC Road, Pune',
  });
  const rows = [['name', 'email', 'roll number', 'class']];
  for (let i = 0; i < 60; i++)
    rows.push([
      name(i),
      `student${i}@lakeview.test`,
      `10${i < 30 ? 'A' : 'B'}-${String(i + 1).padStart(2, '0')}`,
      i < 30 ? 'Class 10 A' : 'Class 10 B',
    ]);
  await importAndWait(call, org.id, rows.map((r) => r.join(',')).join('\n'), 'student');
  const teachers: string[] = [];
  for (const [i, full] of ['Kavita Rao', 'Ravi Kumar', 'Sunita Joshi'].entries()) {
    const teacher = await createUser({ userType: 'Teacher', fullName: full });
    const joined = await (
      await as(teacher.email)
    )<{ member_id: string }>('/api/memberships/join', 'POST', { code: org.join_code });
    if (i < 2) {
      await call(`/api/memberships/${joined.member_id}/approve`, 'POST');
      teachers.push(joined.member_id);
    }
  }
  const groups = await call<Array<{ id: string; name: string }>>(
    `/rest/v1/groups?org_id=eq.${org.id}&select=id,name&order=name`,
  );
  const classA = groups.find((g) => g.name === 'Class 10 A')!;
  await call(`/rest/v1/groups?id=eq.${classA.id}`, 'PATCH', { responsible_id: teachers[0] });
  await call('/rest/v1/groups', 'POST', {
    org_id: org.id,
    name: 'Lab batch 1',
    kind: 'section',
    parent_id: classA.id,
  });
  const subjects = ['Physics', 'Maths', 'English', 'Hindi', 'Chemistry', 'History'];
  const time = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const sessions = [];
  for (let day = 1; day <= 6; day++)
    for (let period = 1; period <= 5; period++) {
      const start = 9 * 60 + (period - 1) * 45;
      sessions.push({
        org_id: org.id,
        group_id: classA.id,
        subject: subjects[(day + period) % 6],
        teacher_id: teachers[(day + period) % 2],
        weekday: day,
        period,
        starts_at: time(start),
        ends_at: time(start + 45),
        room: String(100 + period),
      });
    }
  await call('/rest/v1/class_sessions', 'POST', sessions);
  await call('/rest/v1/sites', 'POST', {
    org_id: org.id,
    name: 'Main campus',
    latitude: 18.5204,
    longitude: 73.8567,
    radius_m: 250,
  });
  await call('/rest/v1/holidays', 'POST', [
    { org_id: org.id, date: '2026-01-26', name: 'Republic Day' },
    { org_id: org.id, date: '2026-08-15', name: 'Independence Day' },
    { org_id: org.id, date: '2026-10-02', name: 'Gandhi Jayanti' },
  ]);
  await call(`/api/organizations/${org.id}/devices`, 'POST', {
    name: 'Main gate tablet',
    group_ids: [],
    methods: ['face', 'card'],
  });

  await signIn(page, owner);
  await expect(page.getByTestId('setup-checklist')).toBeVisible();
  await expect(page.getByText('1 waiting')).toBeVisible();
  await shoot(page, 'owner-institute-dashboard');
  for (const [pageName, heading] of [
    ['setup', 'Settings'],
    ['people', 'People'],
    ['structure', 'Classes and courses'],
    ['timetable', 'Timetable'],
    ['devices', 'Kiosks'],
  ] as const) {
    await page.goto(`/dashboard/institute/${pageName}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shoot(page, `owner-institute-${pageName}`);
  }
  await page.goto('/dashboard/institute/people');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('CSV file')
    .setInputFiles({
      name: 'students.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'name,email,roll number,class\nNew Student,new@lakeview.test,10A-31,Class 10 A\nBad Row,not-an-email,10A-32,Class 10 A\n',
      ),
    });
  await expect(page.getByText('1 row has errors')).toBeVisible();
  await shoot(page, 'owner-institute-import-errors', { fullPage: false });
});

test('owner screens of a company', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await createUser({ userType: 'Company', fullName: 'Arjun Rao' });
  const call = await as(owner.email);
  const org = await call<{ id: string; join_code: string }>('/api/organizations', 'POST', {
    name: 'Deccan Textiles',
    kind: 'company',
    address: 'Chakan MIDC, Pune',
  });
  const rows = [['name', 'email', 'employee code', 'department', 'card number']];
  for (let i = 0; i < 30; i++)
    rows.push([
      name(i * 3),
      `employee${i}@deccan.test`,
      `EMP-${100 + i}`,
      ['Production', 'Dispatch', 'Accounts'][i % 3]!,
      `C${9000 + i}`,
    ]);
  await importAndWait(call, org.id, rows.map((r) => r.join(',')).join('\n'), 'employee');
  const [general] = await call<Array<{ id: string }>>('/rest/v1/shifts', 'POST', {
    org_id: org.id,
    name: 'General',
    starts_at: '09:00',
    ends_at: '17:30',
  });
  const [night] = await call<Array<{ id: string }>>('/rest/v1/shifts', 'POST', {
    org_id: org.id,
    name: 'Night',
    starts_at: '22:00',
    ends_at: '06:00',
    grace_minutes: 15,
    weekly_off_days: [6, 7],
  });
  await call(`/rest/v1/groups?org_id=eq.${org.id}&name=eq.Production`, 'PATCH', {
    shift_id: night!.id,
  });
  await call(`/rest/v1/groups?org_id=eq.${org.id}&name=in.(Dispatch,Accounts)`, 'PATCH', {
    shift_id: general!.id,
  });
  const employee = await createUser({ userType: 'Employee', fullName: 'Sneha Iyer' });
  await (
    await as(employee.email)
  )('/api/memberships/join', 'POST', { code: org.join_code });

  await signIn(page, owner);
  await expect(page.getByText('1 waiting')).toBeVisible();
  await shoot(page, 'owner-company-dashboard');
  for (const [pageName, heading] of [
    ['structure', 'Departments and teams'],
    ['shifts', 'Shifts'],
    ['people', 'People'],
  ] as const) {
    await page.goto(`/dashboard/company/${pageName}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shoot(page, `owner-company-${pageName}`);
  }
  await page.getByRole('button', { name: 'Invite by e-mail' }).click();
  await shoot(page, 'owner-company-invite', { fullPage: false });
});

test('joining screens of an employee', async ({ page }) => {
  const employee = await createUser({ userType: 'Employee', fullName: 'Rohan Mehta' });
  await signIn(page, employee);
  await expect(page.getByTestId('join-organization-card')).toBeVisible();
  await shoot(page, 'join-organization');
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await shoot(page, 'contacts');
});
