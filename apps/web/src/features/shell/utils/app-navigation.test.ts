import type { UserType } from '@ias/shared';
import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  bottomBarFor,
  filterNavigation,
  isCurrent,
  navigationFor,
  type NavSection,
} from './app-navigation';

const WORKSPACE = ['/messages', '/files', '/calendar', '/tasks', '/tutorials'];
const SETTINGS = ['/profile', '/auth-test'];

/** Every address in the navigation, section by section. */
const paths = (sections: NavSection[]) =>
  Object.fromEntries(sections.map((s) => [s.id, s.items.map((i) => i.to)]));

const owner = (home: string, kind: 'institute' | 'company') => ({
  today: [home, `${home}/live`],
  people: [`${home}/people`, `${home}/structure`, '/contacts'],
  attendance: [
    kind === 'institute' ? `${home}/timetable` : `${home}/shifts`,
    `${home}/requests`,
    ...(kind === 'company' ? [`${home}/overtime`] : []),
    `${home}/location-checks`,
    `${home}/records`,
    `${home}/devices`,
  ],
  reports: [`${home}/reports`],
  workspace: WORKSPACE,
  settings: [`${home}/setup`, `${home}/notifications`, `${home}/integrations`, ...SETTINGS],
});

const EXPECTED: Record<UserType, Record<string, string[]>> = {
  Student: {
    today: ['/dashboard/student'],
    people: ['/contacts'],
    attendance: ['/dashboard/student/requests'],
    workspace: WORKSPACE,
    settings: SETTINGS,
  },
  Teacher: {
    today: ['/dashboard/teacher'],
    people: ['/contacts'],
    attendance: [
      '/dashboard/teacher/roll-call',
      '/dashboard/teacher/requests',
      '/dashboard/teacher/kiosk',
    ],
    reports: ['/dashboard/teacher/reports', '/dashboard/teacher/students'],
    workspace: WORKSPACE,
    settings: SETTINGS,
  },
  Admin: {
    today: ['/dashboard/admin'],
    people: ['/dashboard/admin/users', '/dashboard/admin/organizations', '/contacts'],
    reports: ['/dashboard/admin/audit'],
    workspace: WORKSPACE,
    settings: SETTINGS,
  },
  Institute: owner('/dashboard/institute', 'institute'),
  Company: owner('/dashboard/company', 'company'),
  Employee: {
    today: ['/dashboard/employee'],
    people: ['/contacts'],
    attendance: [
      '/dashboard/employee/timesheet',
      '/dashboard/employee/requests',
      '/dashboard/employee/overtime',
    ],
    workspace: WORKSPACE,
    settings: SETTINGS,
  },
  Incharge: {
    today: ['/dashboard/incharge', '/dashboard/incharge/live'],
    people: ['/contacts'],
    attendance: [
      '/dashboard/incharge/roll-call',
      '/dashboard/incharge/requests',
      '/dashboard/incharge/overtime',
      '/dashboard/incharge/location-checks',
      '/dashboard/incharge/kiosk',
    ],
    reports: ['/dashboard/incharge/reports'],
    workspace: WORKSPACE,
    settings: SETTINGS,
  },
};

describe('navigationFor', () => {
  it.each(Object.keys(EXPECTED) as UserType[])('gives a %s exactly their pages', (type) => {
    expect(paths(navigationFor(type))).toEqual(EXPECTED[type]);
  });

  it('keeps the sections in one order and leaves empty ones out', () => {
    expect(navigationFor('Student').map((s) => s.label)).toEqual([
      'Today',
      'People',
      'Attendance',
      'Workspace',
      'Settings',
    ]);
    expect(navigationFor('Company').map((s) => s.id)).toEqual([
      'today',
      'people',
      'attendance',
      'reports',
      'workspace',
      'settings',
    ]);
  });

  it('names pages in the words of the type', () => {
    const label = (type: UserType, id: string) =>
      navigationFor(type)
        .flatMap((s) => s.items)
        .find((i) => i.id === id)?.label;
    expect(label('Institute', 'structure')).toBe('Classes');
    expect(label('Company', 'structure')).toBe('Departments');
    expect(label('Company', 'dashboard')).toBe('Overview');
    expect(label('Teacher', 'dashboard')).toBe('Dashboard');
    expect(label('Student', 'requests')).toBe('My requests');
    expect(label('Incharge', 'requests')).toBe('Requests');
  });

  it('gives an account without a type only the pages open to everyone', () => {
    expect(paths(navigationFor(null))).toEqual({
      today: ['/dashboard'],
      people: ['/contacts'],
      workspace: WORKSPACE,
      settings: SETTINGS,
    });
  });
});

describe('bottomBarFor', () => {
  it('puts at most four of the type’s own pages in the bar', () => {
    const bar = (type: UserType | null) => bottomBarFor(type).map((i) => i.shortLabel);
    expect(bar('Student')).toEqual(['Dashboard', 'Contacts', 'Requests']);
    expect(bar('Teacher')).toEqual(['Dashboard', 'Roll-call', 'Requests']);
    expect(bar('Company')).toEqual(['Overview', 'Live', 'People', 'Requests']);
    expect(bar('Employee')).toEqual(['Dashboard', 'Contacts', 'Timesheet', 'Requests']);
    expect(bar('Incharge')).toEqual(['Dashboard', 'Live', 'Roll-call', 'Requests']);
    expect(bar('Admin')).toEqual(['Dashboard', 'Users', 'Orgs', 'Audit log']);
    expect(bar(null)).toEqual(['Dashboard']);
    for (const type of Object.keys(EXPECTED) as UserType[]) {
      const allowed = navigationFor(type).flatMap((s) => s.items.map((i) => i.to));
      for (const item of bottomBarFor(type)) expect(allowed).toContain(item.to);
    }
  });
});

describe('isCurrent', () => {
  const items = navigationFor('Company').flatMap((s) => s.items);
  const current = (pathname: string) =>
    items.filter((i) => isCurrent(i, pathname)).map((i) => i.id);

  it('marks one item: a dashboard only on itself, other pages below themselves too', () => {
    expect(current('/dashboard/company')).toEqual(['dashboard']);
    expect(current('/dashboard/company/')).toEqual(['dashboard']);
    expect(current('/dashboard/company/people')).toEqual(['people']);
    expect(current('/dashboard/company/requests/123')).toEqual(['requests']);
    expect(current('/kanban')).toEqual(['tasks']);
    expect(current('/tasks')).toEqual(['tasks']);
    expect(current('/dashboard/company/peoplex')).toEqual([]);
  });
});

describe('filterNavigation', () => {
  it('keeps the items whose label, section or keywords match, in their sections', () => {
    const sections = navigationFor('Institute');
    expect(paths(filterNavigation(sections, 'TIME'))).toEqual({
      attendance: ['/dashboard/institute/timetable'],
    });
    expect(paths(filterNavigation(sections, 'leave'))).toEqual({
      attendance: ['/dashboard/institute/requests'],
    });
    expect(filterNavigation(sections, '  ')).toBe(sections);
    expect(filterNavigation(sections, 'zzz')).toEqual([]);
  });
});

describe('actionsFor', () => {
  const labels = (type: UserType | null, query = '') =>
    actionsFor(type, query).map((a) => [a.label, a.to]);

  it('offers each type the things it may do, on the page where they are done', () => {
    expect(labels('Company', 'approve')).toEqual([
      ['Approve requests', '/dashboard/company/requests'],
    ]);
    expect(labels('Institute', 'invite')).toEqual([
      ['Invite people', '/dashboard/institute/people'],
    ]);
    expect(labels('Employee', 'check')).toEqual([['Check in', '/dashboard/employee']]);
    expect(labels('Teacher', 'attendance')).toEqual([
      ['Take attendance', '/dashboard/teacher/roll-call'],
    ]);
    expect(labels('Student', 'leave')).toEqual([['Ask for leave', '/dashboard/student/requests']]);
  });

  it('never offers what a type may not do, and only the workspace to an account without a type', () => {
    expect(labels('Student', 'approve')).toEqual([]);
    expect(labels('Employee', 'invite')).toEqual([]);
    expect(labels('Admin', 'check in')).toEqual([]);
    expect(labels(null).map(([, to]) => to)).toEqual(['/messages', '/tasks', '/files']);
  });

  it('leads every action to a page the type’s navigation has', () => {
    const types: UserType[] = [
      'Student',
      'Teacher',
      'Incharge',
      'Institute',
      'Company',
      'Employee',
      'Admin',
    ];
    for (const type of types) {
      const pages = navigationFor(type).flatMap((s) => s.items.map((i) => i.to));
      for (const action of actionsFor(type)) expect(pages, action.id).toContain(action.to);
    }
  });
});
