import { Link } from 'react-router';
import { AUTH_STORAGE_KEY, SPLASH_SEEN_KEY } from '@/config/constants';
import type { CookiesMessageId } from '@/features/marketing/catalogues/cookies';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { Msg } from '../msg';
import { cookiesCatalogue } from '@/features/marketing/catalogues/cookies';

type StoredItem = {
  name: string | CookiesMessageId;
  where: string | CookiesMessageId;
  purpose: CookiesMessageId;
  kept: CookiesMessageId;
};

/**
 * Everything the app keeps in the browser. The names under the auth feature's own keys are
 * written out here because this page must list them; keep them in step with features/auth.
 * Storage names are the same in every language; the descriptions are catalogue ids.
 */
const STORED_ITEMS: readonly StoredItem[] = [
  {
    name: AUTH_STORAGE_KEY,
    where: 'localStorage',
    purpose: 'marketing.cookies.item.session',
    kept: 'marketing.cookies.item.sessionKept',
  },
  {
    name: `${AUTH_STORAGE_KEY}-code-verifier`,
    where: 'localStorage',
    purpose: 'marketing.cookies.item.verifier',
    kept: 'marketing.cookies.item.verifierKept',
  },
  {
    name: 'ias-pending-google-signup',
    where: 'localStorage',
    purpose: 'marketing.cookies.item.google',
    kept: 'marketing.cookies.item.googleKept',
  },
  {
    name: 'ias-registration',
    where: 'sessionStorage',
    purpose: 'marketing.cookies.item.registration',
    kept: 'marketing.cookies.item.registrationKept',
  },
  {
    name: SPLASH_SEEN_KEY,
    where: 'sessionStorage',
    purpose: 'marketing.cookies.item.splash',
    kept: 'marketing.cookies.item.tabKept',
  },
  {
    name: 'marketing.cookies.item.queueName',
    where: 'marketing.cookies.item.queueWhere',
    purpose: 'marketing.cookies.item.queue',
    kept: 'marketing.cookies.item.queueKept',
  },
  {
    name: 'marketing.cookies.item.copyName',
    where: 'marketing.cookies.item.copyWhere',
    purpose: 'marketing.cookies.item.copy',
    kept: 'marketing.cookies.item.copyKept',
  },
];

/** A storage name or place as written, or a catalogue id said in the reader's language. */
const isMessage = (text: string): text is CookiesMessageId => text.startsWith('marketing.');

/** What the app stores on your device, and the absence of trackers. */
export function CookiePolicy() {
  const t = useMarketingT(cookiesCatalogue);
  const say = (text: string) => (isMessage(text) ? t(text) : text);
  return (
    <>
      <h2 id="summary">{t('marketing.cookies.toc.summary')}</h2>
      <ul>
        <li>
          <Msg id="marketing.cookies.summary.trackers" components={{ 0: <strong /> }} />
        </li>
        <li>{t('marketing.cookies.summary.storage')}</li>
        <li>{t('marketing.cookies.summary.nothing')}</li>
      </ul>

      <h2 id="what-we-store">{t('marketing.cookies.toc.store')}</h2>
      <div
        className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label={t('marketing.cookies.table.region')}
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{t('marketing.cookies.table.caption')}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {t('marketing.cookies.table.name')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {t('marketing.cookies.table.where')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {t('marketing.cookies.table.why')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {t('marketing.cookies.table.howLong')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {STORED_ITEMS.map((item) => (
              <tr key={item.name}>
                <th
                  scope="row"
                  className="px-4 py-2.5 font-mono text-xs font-semibold text-slate-900"
                >
                  {say(item.name)}
                </th>
                <td className="px-4 py-2.5">{say(item.where)}</td>
                <td className="px-4 py-2.5">{t(item.purpose)}</td>
                <td className="px-4 py-2.5">{t(item.kept)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 id="google">{t('marketing.cookies.toc.google')}</h2>
      <p>{t('marketing.cookies.google.body')}</p>

      <h2 id="control">{t('marketing.cookies.toc.control')}</h2>
      <p>{t('marketing.cookies.control.body')}</p>
      <p>
        <Msg
          id="marketing.cookies.control.questions"
          components={{ 0: <Link to="/privacy" />, 1: <Link to="/contact?topic=privacy" /> }}
        />
      </p>
    </>
  );
}
