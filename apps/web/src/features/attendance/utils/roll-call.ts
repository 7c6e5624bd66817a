import type { AttendanceStatus } from '@ias/shared';

export type SavedPerson = { member_id: string; full_name: string; status: AttendanceStatus | null };

export type Mark = { status: AttendanceStatus | null; note: string };
export type Marks = Record<string, Mark>;

/** The marks a roll-call starts from: what is recorded, no notes. */
export function initialMarks(people: readonly SavedPerson[]): Marks {
  return Object.fromEntries(people.map((p) => [p.member_id, { status: p.status, note: '' }]));
}

/** Everyone not marked yet becomes present; recorded and already-chosen marks stay. */
export function markAllPresent(people: readonly SavedPerson[], marks: Marks): Marks {
  const next = { ...marks };
  for (const p of people) {
    const mark = next[p.member_id];
    if (!mark?.status) next[p.member_id] = { status: 'present', note: mark?.note ?? '' };
  }
  return next;
}

export type RollCallPlan = {
  entries: Array<{ member_id: string; status: AttendanceStatus; note?: string }>;
  /** New records. */
  created: number;
  /** Recorded statuses that change (each needs a reason). */
  changed: number;
  /** People whose change has no reason yet. */
  missingReasons: string[];
  /** People with no mark at all (left out of the save). */
  unmarked: string[];
  /** Marks after saving, per status. */
  counts: Partial<Record<AttendanceStatus, number>>;
};

/** What saving would send: new marks, changes (with their reasons) and who is still unmarked. */
export function planRollCall(people: readonly SavedPerson[], marks: Marks): RollCallPlan {
  const plan: RollCallPlan = {
    entries: [],
    created: 0,
    changed: 0,
    missingReasons: [],
    unmarked: [],
    counts: {},
  };
  for (const person of people) {
    const mark = marks[person.member_id] ?? { status: person.status, note: '' };
    const status = mark.status;
    if (!status) {
      plan.unmarked.push(person.member_id);
      continue;
    }
    plan.counts[status] = (plan.counts[status] ?? 0) + 1;
    if (person.status === status) continue;
    const note = mark.note.trim();
    if (person.status) {
      plan.changed++;
      if (!note) plan.missingReasons.push(person.member_id);
    } else {
      plan.created++;
    }
    plan.entries.push({ member_id: person.member_id, status, ...(note ? { note } : {}) });
  }
  return plan;
}

/** Whether a person's recorded status is being changed (so a reason is asked for). */
export function isChange(person: SavedPerson, mark: Mark | undefined): boolean {
  return Boolean(person.status && mark?.status && mark.status !== person.status);
}
