import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GUIDES } from '../content/guides';
import { guidesFor, resolvePath, searchGuides } from './guides';

// The raw catalogue (the app's build compiles the JSON it imports).
const en = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../locales/en.json'),
    'utf8',
  ),
) as Record<string, string>;
const english = (id: string) => en[id] ?? id;

describe('tutorial guides', () => {
  it('has guides for each of the seven user types and for kiosk operators', () => {
    for (const audience of [
      'Student',
      'Teacher',
      'Incharge',
      'Institute',
      'Company',
      'Employee',
      'Admin',
      'Kiosk',
    ] as const) {
      expect(
        GUIDES.some((guide) => guide.audiences.includes(audience)),
        audience,
      ).toBe(true);
    }
  });

  it('has unique ids that fit the database check', () => {
    const ids = GUIDES.map((guide) => guide.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]{1,64}$/);
  });

  it('puts a type’s first steps first', () => {
    const owner = guidesFor('Institute');
    expect(owner[0]?.id).toBe('owner-first-steps');
    expect(owner.map((g) => g.id)).toContain('set-up-kiosk');
    expect(owner.map((g) => g.id)).not.toContain('request-leave');
    expect(guidesFor('Student')[0]?.id).toBe('student-first-steps');
    expect(guidesFor(null)).toEqual([]);
  });

  it('resolves ~ to the person’s own dashboard', () => {
    expect(resolvePath('~/devices', 'Company')).toBe('/dashboard/company/devices');
    expect(resolvePath('~', 'Teacher')).toBe('/dashboard/teacher');
    expect(resolvePath('/profile', 'Student')).toBe('/profile');
  });

  it('finds guides by any word of their text or keywords, title matches first', () => {
    expect(
      searchGuides('kiosk', english)
        .slice(0, 2)
        .map((g) => g.id)
        .sort(),
    ).toEqual(['kiosk-operator', 'set-up-kiosk']);
    expect(searchGuides('set up kiosk', english)[0]?.id).toBe('set-up-kiosk');
    expect(searchGuides('CSV', english)[0]?.id).toBe('import-people');
    expect(searchGuides('leave', english).map((g) => g.id)).toContain('request-leave');
    expect(searchGuides('roll-call', english)[0]?.id).toBe('take-roll-call');
    expect(searchGuides('zzzz nothing', english)).toEqual([]);
    expect(searchGuides('  ', english)).toHaveLength(GUIDES.length);
  });
});

describe('guide pictures', () => {
  it('exist for every guide that shows one (SCREENSHOTS=1 e2e/tutorials-screenshots.spec.ts)', () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public');
    const missing = GUIDES.filter((g) => g.picture).filter(
      (g) => !existsSync(path.join(dir, 'tutorials', `${g.id}.jpg`)),
    );
    expect(missing.map((g) => g.id)).toEqual([]);
  });
});
