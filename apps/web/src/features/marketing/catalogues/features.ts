import { defineCatalogue } from '@/features/i18n';
import en from '../locales/features/en.json';

/** /features: every section and the role dashboards. */
export const featuresCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/features/hi.json'),
});

export type FeaturesMessageId = keyof typeof en;
