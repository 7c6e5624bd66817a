import { defineCatalogue } from '@/features/i18n';
import en from '../locales/roles/en.json';

/** The roles' names and summaries, which /docs and /demo's tour both show. */
export const rolesCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/roles/hi.json'),
});

export type RolesMessageId = keyof typeof en;
