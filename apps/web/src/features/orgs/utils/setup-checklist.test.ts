import { describe, expect, it } from 'vitest';
import { i18n } from '@/features/i18n/i18n';
import { catalogue } from '../catalogue';
import {
  checklistProgress,
  computeSetupChecklist,
  type SetupCounts,
  type StepText,
} from './setup-checklist';

/** The step's text as the card shows it (English, the language tests run in). */
const say = (text: StepText) => i18n._(text.id, text.values);

const NONE: SetupCounts = { groups: 0, people: 0, classSessions: 0, shifts: 0, devices: 0 };

describe('computeSetupChecklist', () => {
  it('starts with nothing done and leads an institute to classes, people, timetable, kiosks', () => {
    const steps = computeSetupChecklist('institute', NONE);
    expect(steps.map((s) => [say(s.title), s.page, s.isDone])).toEqual([
      ['Create classes', 'structure', false],
      ['Add teachers and students', 'people', false],
      ['Build the timetable', 'timetable', false],
      ['Set up a kiosk', 'devices', false],
    ]);
    expect(checklistProgress(steps)).toEqual({ done: 0, total: 4 });
  });

  it('asks a company for departments and shifts instead', () => {
    const steps = computeSetupChecklist('company', NONE);
    expect(steps.map((s) => say(s.title))).toEqual([
      'Create departments',
      'Add employees',
      'Define shifts',
      'Set up a kiosk',
    ]);
    expect(steps[2]!.page).toBe('shifts');
  });

  it('marks steps done from real counts and says how many exist', () => {
    const steps = computeSetupChecklist('company', {
      ...NONE,
      groups: 3,
      people: 1,
      shifts: 2,
      classSessions: 40, // ignored for a company
    });
    expect(steps.map((s) => s.isDone)).toEqual([true, true, true, false]);
    expect(say(steps[0]!.description)).toBe('3 groups so far.');
    expect(say(steps[1]!.description)).toBe('1 person besides you.');
    expect(say(steps[2]!.description)).toBe('2 shifts defined.');
    expect(checklistProgress(steps)).toEqual({ done: 3, total: 4 });
  });

  it('needs class sessions, not shifts, for an institute’s schedule step', () => {
    const withShifts = computeSetupChecklist('institute', { ...NONE, shifts: 2 });
    expect(withShifts[2]!.isDone).toBe(false);
    const withSessions = computeSetupChecklist('institute', { ...NONE, classSessions: 1 });
    expect(withSessions[2]!.isDone).toBe(true);
    expect(say(withSessions[2]!.description)).toBe('1 weekly class scheduled.');
  });

  it('says the steps in Hindi when that is the language in use', async () => {
    await catalogue.load('hi');
    i18n.activate('hi');
    try {
      const steps = computeSetupChecklist('institute', { ...NONE, groups: 3 });
      expect(say(steps[0]!.title)).toBe('कक्षाएँ बनाएँ');
      expect(say(steps[0]!.description)).toBe('अब तक 3 समूह।');
    } finally {
      i18n.activate('en');
    }
  });
});
