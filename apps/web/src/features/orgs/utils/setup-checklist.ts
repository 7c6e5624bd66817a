import type { OrganizationKind } from '@ias/shared';
import type en from '../locales/en.json';

type OrgsMessage = Extract<keyof typeof en, string>;

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

/** A text of the orgs catalogue with its values, said at render in the reader's language. */
export type StepText = { id: OrgsMessage; values?: Record<string, number> };

export type SetupStep = {
  id: 'groups' | 'people' | 'schedule' | 'devices';
  title: StepText;
  description: StepText;
  isDone: boolean;
  /** The page where the step is done, relative to the owner's dashboard. */
  page: 'structure' | 'people' | 'timetable' | 'shifts' | 'devices';
  action: StepText;
};

const say = (id: OrgsMessage, values?: Record<string, number>): StepText => ({ id, values });

/**
 * The owner's setup checklist (issue 4: create groups → add people → timetable/shifts → devices),
 * each step done when the rows exist. Institutes schedule classes; companies define shifts.
 */
export function computeSetupChecklist(kind: OrganizationKind, counts: SetupCounts): SetupStep[] {
  const isInstitute = kind === 'institute';
  return [
    {
      id: 'groups',
      title: say(isInstitute ? 'orgs.checklist.classes' : 'orgs.checklist.departments'),
      description: counts.groups
        ? say('orgs.checklist.groupsSoFar', { count: counts.groups })
        : say(isInstitute ? 'orgs.checklist.classesAbout' : 'orgs.checklist.departmentsAbout'),
      isDone: counts.groups > 0,
      page: 'structure',
      action: counts.groups
        ? say('orgs.checklist.manageGroups')
        : say(isInstitute ? 'orgs.checklist.createClass' : 'orgs.checklist.createDepartment'),
    },
    {
      id: 'people',
      title: say(isInstitute ? 'orgs.checklist.addTeachers' : 'orgs.checklist.addEmployees'),
      description: counts.people
        ? say('orgs.checklist.peopleSoFar', { count: counts.people })
        : say('orgs.checklist.peopleAbout'),
      isDone: counts.people > 0,
      page: 'people',
      action: say(counts.people ? 'orgs.checklist.managePeople' : 'orgs.checklist.addPeople'),
    },
    isInstitute
      ? {
          id: 'schedule',
          title: say('orgs.checklist.timetable'),
          description: counts.classSessions
            ? say('orgs.checklist.classesScheduled', { count: counts.classSessions })
            : say('orgs.checklist.timetableAbout'),
          isDone: counts.classSessions > 0,
          page: 'timetable',
          action: say(
            counts.classSessions ? 'orgs.checklist.editTimetable' : 'orgs.checklist.addToTimetable',
          ),
        }
      : {
          id: 'schedule',
          title: say('orgs.checklist.shifts'),
          description: counts.shifts
            ? say('orgs.checklist.shiftsDefined', { count: counts.shifts })
            : say('orgs.checklist.shiftsAbout'),
          isDone: counts.shifts > 0,
          page: 'shifts',
          action: say(counts.shifts ? 'orgs.checklist.manageShifts' : 'orgs.checklist.addShift'),
        },
    {
      id: 'devices',
      title: say('orgs.checklist.kiosk'),
      description: counts.devices
        ? say('orgs.checklist.kiosksInUse', { count: counts.devices })
        : say('orgs.checklist.kioskAbout'),
      isDone: counts.devices > 0,
      page: 'devices',
      action: say(counts.devices ? 'orgs.checklist.manageKiosks' : 'orgs.checklist.kiosk'),
    },
  ];
}

/** How many steps are done, for the progress line. */
export function checklistProgress(steps: SetupStep[]): { done: number; total: number } {
  return { done: steps.filter((s) => s.isDone).length, total: steps.length };
}
