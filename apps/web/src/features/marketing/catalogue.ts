import { cataloguesReady } from '@/features/i18n';
import type { AboutMessageId } from './catalogues/about';
import type { CareersMessageId } from './catalogues/careers';
import type { ContactMessageId } from './catalogues/contact';
import type { CookiesMessageId } from './catalogues/cookies';
import type { DatabaseDemoMessageId } from './catalogues/database-demo';
import type { DemoMessageId } from './catalogues/demo';
import type { DocsMessageId } from './catalogues/docs';
import type { DocumentMessageId } from './catalogues/document';
import type { FaqMessageId } from './catalogues/faq';
import type { FeaturesMessageId } from './catalogues/features';
import type { NotFoundMessageId } from './catalogues/not-found';
import type { PricingMessageId } from './catalogues/pricing';
import type { PrivacyMessageId } from './catalogues/privacy';
import type { RolesMessageId } from './catalogues/roles';
import type { StatusMessageId } from './catalogues/status';
import type { SupportMessageId } from './catalogues/support';
import type { TermsMessageId } from './catalogues/terms';

/**
 * The public pages' texts come in parts (catalogues/<part>.ts, locales/<part>/<language>.json),
 * one per page plus the few that pages share, so a page fetches only its own: a part's English
 * ships with the code that imports it (the page's chunk), its Hindi downloads when in use. A file
 * that names a message imports that message's part (useMarketingT(part), checked by
 * catalogues.test.ts), so a page's chunk carries the parts it shows and no others.
 *
 * For the public route modules: `export const loader = marketingLoader`. By the time a lazy
 * route's loader runs, its module and every part it imports have arrived (and registered), as
 * have the shared catalogues its components use (the first page's closing banner): all of them
 * are made ready in the language in use, so a page never flashes English.
 */
export async function marketingLoader() {
  await cataloguesReady();
  return null;
}

/** Any public page's message id (types only: naming one bundles nothing). */
export type MarketingMessageId =
  | AboutMessageId
  | CareersMessageId
  | ContactMessageId
  | CookiesMessageId
  | DatabaseDemoMessageId
  | DemoMessageId
  | DocsMessageId
  | DocumentMessageId
  | FaqMessageId
  | FeaturesMessageId
  | NotFoundMessageId
  | PricingMessageId
  | PrivacyMessageId
  | RolesMessageId
  | StatusMessageId
  | SupportMessageId
  | TermsMessageId;
