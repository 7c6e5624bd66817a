import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The demo sandbox's and the demo banner's texts: Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

export type DemoMessage = Extract<keyof typeof en, string>;

/** For route modules and layouts that show the sandbox or the banner. */
export async function demoLoader() {
  await catalogue.ready();
  return null;
}
