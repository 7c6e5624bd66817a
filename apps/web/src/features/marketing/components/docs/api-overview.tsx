import { useMarketingT } from '../../hooks/use-marketing-t';
import { Msg } from '../msg';
import { docsCatalogue } from '@/features/marketing/catalogues/docs';

// Paths and commands are the same in every language.
const FAMILIES = [
  { path: '/auth/v1', message: 'marketing.docs.api.auth' },
  { path: '/rest/v1', message: 'marketing.docs.api.rest' },
  { path: '/storage/v1', message: 'marketing.docs.api.storage' },
  { path: '/api', message: 'marketing.docs.api.functions' },
] as const;
const CODE = { 0: <code />, 1: <code />, 2: <code /> };
const CURL_EXAMPLE = `curl "https://attendance.your-school.in/rest/v1/profiles?select=full_name,user_type" \\
  -H "apikey: $PUBLIC_KEY" \\
  -H "Authorization: Bearer $ACCESS_TOKEN"`;

/** A high-level description of the same-origin APIs, for people connecting their own tools. */
export function ApiOverview() {
  const t = useMarketingT(docsCatalogue);
  return (
    <>
      <h2 id="api">
        <Msg id="marketing.docs.toc.api" />
      </h2>
      <p>
        <Msg id="marketing.docs.api.intro" components={{ 0: <code /> }} />
      </p>
      <h3 id="api-auth">
        <Msg id="marketing.docs.api.keys.title" />
      </h3>
      <p>
        <Msg
          id="marketing.docs.api.keys.body"
          components={{ 0: <code />, 1: <code />, 2: <code /> }}
        />
      </p>
      <div
        className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label={t('marketing.docs.api.table.region')}
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">{t('marketing.docs.api.table.caption')}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {t('marketing.docs.api.table.path')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {t('marketing.docs.api.table.purpose')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {FAMILIES.map((family) => (
              <tr key={family.path}>
                <th scope="row" className="px-4 py-2.5 align-top font-mono text-xs font-semibold">
                  {family.path}
                </th>
                <td className="px-4 py-2.5">
                  <Msg id={family.message} components={CODE} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 id="api-integrations">
        <Msg id="marketing.docs.api.integrations.title" />
      </h3>
      <p>
        <Msg
          id="marketing.docs.api.integrations.body"
          components={{
            0: <code />,
            1: <a href="/api/openapi.json" />,
            2: <code />,
            3: <code />,
            4: <code />,
            5: <code />,
            6: <code />,
            7: <code />,
            8: <code />,
          }}
        />
      </p>
      <h3 id="api-example">
        <Msg id="marketing.docs.api.example.title" />
      </h3>
      <p>
        <Msg id="marketing.docs.api.example.body" />
      </p>
      <pre
        // Focusable, so it can be scrolled sideways with the keyboard.
        tabIndex={0}
        className="relative mt-4 overflow-x-auto rounded-xl bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100"
      >
        {CURL_EXAMPLE}
      </pre>
      <h3 id="api-errors">
        <Msg id="marketing.docs.api.errors.title" />
      </h3>
      <ul>
        <li>
          <Msg
            id="marketing.docs.api.errors.json"
            components={{ 0: <code />, 1: <code />, 2: <code />, 3: <code /> }}
          />
        </li>
        <li>
          <Msg id="marketing.docs.api.errors.rate" components={{ 0: <code /> }} />
        </li>
        <li>
          <Msg id="marketing.docs.api.errors.timeout" />
        </li>
      </ul>
    </>
  );
}
