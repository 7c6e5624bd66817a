import { Section } from '../section';
import { ROLE_SUMMARIES } from '../../content/roles';

/** A table of the seven user types and what each one's dashboard is for. */
export function RoleDashboards() {
  return (
    <Section
      id="dashboards"
      tone="muted"
      title="Seven roles, seven dashboards"
      intro="Everyone signs in to the same app and lands on the dashboard for their role."
    >
      <div
        className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white"
        tabIndex={0}
        role="region"
        aria-label="Role dashboards, scrolls sideways"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">What each role's dashboard lets them do</caption>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="w-40 px-4 py-3 font-semibold">
                Role
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                What their dashboard is for
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {ROLE_SUMMARIES.map((role) => (
              <tr key={role.type}>
                <th scope="row" className="px-4 py-3 align-top font-semibold text-slate-900">
                  {role.type}
                </th>
                <td className="px-4 py-3 leading-relaxed text-slate-700">{role.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
