import type { OrganizationKind } from '@ias/shared';

/** What exists in the organisation, counted from its real rows. */
export type SetupCounts = {
  groups: number;
  /** Members other than the owner (active, pending or invited). */
  people: number;
  /** Timetable slots (institutes). */
  classSessions: number;
  /** Work shifts (companies). */
  shifts: number;
  /** Kiosks that are not revoked. */
  devices: number;
};

export type SetupStep = {
  id: 'groups' | 'people' | 'schedule' | 'devices';
  title: string;
  description: string;
  isDone: boolean;
  /** The page where the step is done, relative to the owner's dashboard. */
  page: 'structure' | 'people' | 'timetable' | 'shifts' | 'devices';
  action: string;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The owner's setup checklist (issue 4: create groups → add people → timetable/shifts → devices),
 * each step done when the rows exist. Institutes schedule classes; companies define shifts.
 */
export function computeSetupChecklist(kind: OrganizationKind, counts: SetupCounts): SetupStep[] {
  const isInstitute = kind === 'institute';
  const groupWord = isInstitute ? 'class' : 'department';
  return [
    {
      id: 'groups',
      title: isInstitute ? 'Create classes' : 'Create departments',
      description: counts.groups
        ? `${plural(counts.groups, 'group')} so far.`
        : isInstitute
          ? 'Classes, sections or courses group your students.'
          : 'Departments, teams or sites group your employees.',
      isDone: counts.groups > 0,
      page: 'structure',
      action: counts.groups ? 'Manage groups' : `Create a ${groupWord}`,
    },
    {
      id: 'people',
      title: isInstitute ? 'Add teachers and students' : 'Add employees',
      description: counts.people
        ? `${plural(counts.people, 'person', 'people')} besides you.`
        : 'Invite by e-mail, share the join code, or import a CSV file.',
      isDone: counts.people > 0,
      page: 'people',
      action: counts.people ? 'Manage people' : 'Add people',
    },
    isInstitute
      ? {
          id: 'schedule',
          title: 'Build the timetable',
          description: counts.classSessions
            ? `${plural(counts.classSessions, 'weekly class', 'weekly classes')} scheduled.`
            : 'Which class meets when, with which teacher and in which room.',
          isDone: counts.classSessions > 0,
          page: 'timetable',
          action: counts.classSessions ? 'Edit timetable' : 'Add classes to the timetable',
        }
      : {
          id: 'schedule',
          title: 'Define shifts',
          description: counts.shifts
            ? `${plural(counts.shifts, 'shift')} defined.`
            : 'Working hours, grace minutes and weekly offs, overnight shifts included.',
          isDone: counts.shifts > 0,
          page: 'shifts',
          action: counts.shifts ? 'Manage shifts' : 'Add a shift',
        },
    {
      id: 'devices',
      title: 'Set up a kiosk',
      description: counts.devices
        ? `${plural(counts.devices, 'kiosk')} in use.`
        : 'A tablet or laptop at the entrance checks people in by face or ID card.',
      isDone: counts.devices > 0,
      page: 'devices',
      action: counts.devices ? 'Manage kiosks' : 'Set up a kiosk',
    },
  ];
}

/** How many steps are done, for the progress line. */
export function checklistProgress(steps: SetupStep[]): { done: number; total: number } {
  return { done: steps.filter((s) => s.isDone).length, total: steps.length };
}
