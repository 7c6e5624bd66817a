import { defineCatalogue } from '@/features/i18n';
import en from '../locales/careers/en.json';

/** /careers: open roles and how to apply (their titles also name /contact's topic). */
export const careersCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/careers/hi.json'),
});

export type CareersMessageId = keyof typeof en;
