import { Link } from 'react-router';
import { AUTH_STORAGE_KEY, SPLASH_SEEN_KEY } from '@/config/constants';

type StoredItem = {
  name: string;
  where: string;
  purpose: string;
  kept: string;
};

/**
 * Everything the app keeps in the browser. The names under the auth feature's own keys are
 * written out here because this page must list them; keep them in step with features/auth.
 */
const STORED_ITEMS: readonly StoredItem[] = [
  {
    name: AUTH_STORAGE_KEY,
    where: 'localStorage',
    purpose:
      'Your session: the access and refresh tokens, their expiry and your user id, so you stay signed in and your session can be renewed.',
    kept: 'Until you sign out (then removed) or the session ends.',
  },
  {
    name: `${AUTH_STORAGE_KEY}-code-verifier`,
    where: 'localStorage',
    purpose:
      'A one-time secret for the secure sign-in flow (PKCE) used by Google sign-in and email links.',
    kept: 'Minutes: removed as soon as the sign-in completes.',
  },
  {
    name: 'ias-pending-google-signup',
    where: 'localStorage',
    purpose: 'The details you entered at sign-up while you are away confirming with Google.',
    kept: 'Removed when you return from Google.',
  },
  {
    name: 'ias-registration',
    where: 'sessionStorage',
    purpose:
      'The sign-up form between its steps, so a reload does not lose it. Your password is never stored.',
    kept: 'Until sign-up finishes or the tab is closed.',
  },
  {
    name: SPLASH_SEEN_KEY,
    where: 'sessionStorage',
    purpose: 'Remembers that the start-up screen has been shown in this tab, so it runs only once.',
    kept: 'Until the tab is closed.',
  },
  {
    name: 'Offline check-in queue',
    where: 'IndexedDB, on kiosk devices only',
    purpose: 'Check-ins made while the kiosk has no network, waiting to be sent.',
    kept: 'Until they are synced to the server.',
  },
  {
    name: 'Offline copy of the app',
    where: 'Cache storage (a service worker), on kiosk devices only',
    purpose:
      'The app’s own files and its server settings, so a kiosk opens without network. No personal data.',
    kept: 'Until the browser’s site data is cleared.',
  },
];

/** What the app stores on your device, and the absence of trackers. */
export function CookiePolicy() {
  return (
    <>
      <h2 id="summary">In short</h2>
      <ul>
        <li>
          We do <strong>not</strong> use advertising or analytics cookies, tracking pixels or any
          third-party trackers. No page loads scripts, fonts or images from another company.
        </li>
        <li>
          The app does not rely on cookies at all. It keeps what it needs to work in your
          browser&apos;s own storage (localStorage, sessionStorage and, on kiosks, IndexedDB), all
          of it strictly necessary for the features you use.
        </li>
        <li>Because nothing optional is stored, there is nothing to accept or decline.</li>
      </ul>

      <h2 id="what-we-store">What the app stores</h2>
      <div
        className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label="What the app stores, scrolls sideways"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Items the app keeps in your browser</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Name
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Where
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Why
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                How long
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
                  {item.name}
                </th>
                <td className="px-4 py-2.5">{item.where}</td>
                <td className="px-4 py-2.5">{item.purpose}</td>
                <td className="px-4 py-2.5">{item.kept}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 id="google">Signing in with Google</h2>
      <p>
        If you choose to continue with Google, you are sent to Google&apos;s own sign-in page, where
        Google&apos;s cookies and privacy policy apply. We receive only your name, email and account
        id when you come back.
      </p>

      <h2 id="control">Your control</h2>
      <p>
        Signing out removes your session. You can also clear this site&apos;s data in your browser
        settings at any time; you will simply need to sign in again. Blocking storage for this site
        prevents signing in, because the session has nowhere to live.
      </p>
      <p>
        Questions? See the <Link to="/privacy">Privacy Policy</Link> or{' '}
        <Link to="/contact?topic=privacy">write to our Grievance Officer</Link>.
      </p>
    </>
  );
}
