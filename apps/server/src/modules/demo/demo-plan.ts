import { zonedNow } from './calendar.js';
import { planCompany } from './company-plan.js';
import { planInstitute } from './institute-plan.js';
import { EmailBook } from './names.js';
import type { OrgPlan } from './plan-types.js';

/** Both demo organisations keep Indian time; "today" and "now" are read there. */
export const DEMO_TIMEZONE = 'Asia/Kolkata';

export type DemoPlan = { institute: OrgPlan; company: OrgPlan };

/**
 * Everything the demo contains, generated in memory: the same people every time, and attendance
 * for the 30 days before `now` (today only as far as it has happened).
 */
export function planDemo(now: Date, takenEmails: Iterable<string> = []): DemoPlan {
  const clock = (({ date, minute }) => ({ today: date, minute }))(zonedNow(now, DEMO_TIMEZONE));
  const emails = new EmailBook(takenEmails);
  return { institute: planInstitute(clock, emails), company: planCompany(clock, emails) };
}
