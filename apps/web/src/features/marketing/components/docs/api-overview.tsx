/** A high-level description of the same-origin APIs, for people connecting their own tools. */
export function ApiOverview() {
  return (
    <>
      <h2 id="api">API</h2>
      <p>
        The web app uses the same HTTP APIs that are open to your own tools. All of them live on the
        same origin as the app (for example <code>https://attendance.your-school.in</code>), so
        there is no separate API host to allow through a firewall.
      </p>
      <h3 id="api-auth">Keys and tokens</h3>
      <p>
        Every request sends two headers: <code>apikey</code> with the public key, and{' '}
        <code>Authorization: Bearer</code> with the signed-in user&apos;s access token (or the
        public key for a visitor). The public key and API address come from{' '}
        <code>GET /api/config</code>. What a request may see is decided by the server and the
        database from the token, never by the key alone.
      </p>
      <div
        className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label="API families, scrolls sideways"
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">The four API families</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Path
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                What it is for
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            <tr>
              <th scope="row" className="px-4 py-2.5 align-top font-mono text-xs font-semibold">
                /auth/v1
              </th>
              <td className="px-4 py-2.5">
                Sign-up, sign-in (password, PKCE, refresh token), password recovery, the current
                user, sign-out, two-factor factors and Google sign-in. Compatible with the Supabase
                Auth API, so <code>@supabase/supabase-js</code> works as a client.
              </td>
            </tr>
            <tr>
              <th scope="row" className="px-4 py-2.5 align-top font-mono text-xs font-semibold">
                /rest/v1
              </th>
              <td className="px-4 py-2.5">
                Read and write tables such as <code>profiles</code> with PostgREST-style URLs, for
                example <code>/rest/v1/profiles?id=eq.&lt;uuid&gt;</code>. Row-level security
                applies to every request: you only ever see your own organisation&apos;s rows.
              </td>
            </tr>
            <tr>
              <th scope="row" className="px-4 py-2.5 align-top font-mono text-xs font-semibold">
                /storage/v1
              </th>
              <td className="px-4 py-2.5">
                Files such as profile pictures: buckets with size limits and allowed types, uploads,
                downloads and signed URLs that expire.
              </td>
            </tr>
            <tr>
              <th scope="row" className="px-4 py-2.5 align-top font-mono text-xs font-semibold">
                /api
              </th>
              <td className="px-4 py-2.5">
                The app&apos;s own functions: business operations that are more than a row write,
                such as check-in and face matching, plus <code>/api/health</code> (service status),{' '}
                <code>/api/config</code> and <code>/api/contact</code>.
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <h3 id="api-integrations">API keys, webhooks and the OpenAPI description</h3>
      <p>
        Every <code>/api</code> route is described in OpenAPI 3.1 at{' '}
        <a href="/api/openapi.json">
          <code>/api/openapi.json</code>
        </a>
        . An owner makes organisation API keys and webhooks under Settings → Integrations. A key
        (read only, or read and write) is sent alone as <code>Authorization: Bearer ias_…</code>; it
        reads <code>/rest/v1</code> and its own organisation&apos;s{' '}
        <code>/api/organizations/&#123;id&#125;/…</code> routes, and nothing of any other
        organisation. Webhooks POST JSON for check-ins, check-outs, approved leave and new members,
        signed in <code>X-IAS-Signature</code> (<code>sha256=</code> and the HMAC-SHA256 of{' '}
        <code>X-IAS-Timestamp</code>, a dot and the body, with the webhook&apos;s secret).
      </p>
      <h3 id="api-example">Example</h3>
      <p>Read your own profile with curl, after signing in to get an access token:</p>
      <pre
        // Focusable, so it can be scrolled sideways with the keyboard.
        tabIndex={0}
        className="relative mt-4 overflow-x-auto rounded-xl bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100"
      >
        {`curl "https://attendance.your-school.in/rest/v1/profiles?select=full_name,user_type" \\
  -H "apikey: $PUBLIC_KEY" \\
  -H "Authorization: Bearer $ACCESS_TOKEN"`}
      </pre>
      <h3 id="api-errors">Errors and limits</h3>
      <ul>
        <li>
          Errors come back as JSON with a stable <code>code</code> and a <code>message</code>;
          invalid input to <code>/api</code> answers 400 with <code>fields</code> naming each
          problem.
        </li>
        <li>
          Sign-in, sign-up, emails and contact messages are rate-limited per address. Over the limit
          you get 429 with a <code>Retry-After</code> header in seconds.
        </li>
        <li>The app gives up on a request after 15 seconds; your tools should do the same.</li>
      </ul>
    </>
  );
}
