import { defineCatalogue } from '@/features/i18n';
import en from '../locales/pricing/en.json';

/** /pricing: plans, billing cycle, estimator, comparison and questions. */
export const pricingCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/pricing/hi.json'),
});

export type PricingMessageId = keyof typeof en;
