import type { Audience, GuideKind, TutorialMessageId } from '../content/guides';

/** Catalogue ids of the audiences, kinds and statuses (written out: the catalogue test reads them). */
export const AUDIENCE_LABEL: Record<Audience, TutorialMessageId> = {
  Student: 'tutorials.audience.Student',
  Teacher: 'tutorials.audience.Teacher',
  Incharge: 'tutorials.audience.Incharge',
  Institute: 'tutorials.audience.Institute',
  Company: 'tutorials.audience.Company',
  Employee: 'tutorials.audience.Employee',
  Admin: 'tutorials.audience.Admin',
  Kiosk: 'tutorials.audience.Kiosk',
};

export const KIND_LABEL: Record<GuideKind, TutorialMessageId> = {
  first: 'tutorials.kind.first',
  daily: 'tutorials.kind.daily',
  task: 'tutorials.kind.task',
};
