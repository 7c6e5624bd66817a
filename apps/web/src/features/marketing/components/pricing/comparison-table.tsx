import { Check, Minus } from 'lucide-react';
import { Fragment } from 'react';
import { COMPARISON, PLANS, type Cell } from '../../content/pricing';

function CellValue({ value }: { value: Cell }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto h-5 w-5 text-brand-600" />
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto h-5 w-5 text-slate-400" />
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <span className="text-slate-800">{value}</span>;
}

/** Every plan against every feature. Scrolls sideways on narrow screens with the feature column pinned. */
export function ComparisonTable() {
  return (
    <div
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label="Plan comparison, scrolls sideways"
    >
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">Features included in each plan</caption>
        <thead>
          <tr className="bg-slate-50">
            <th
              scope="col"
              className="sticky left-0 z-10 w-[38%] bg-slate-50 px-4 py-3 text-left font-semibold text-slate-900"
            >
              Feature
            </th>
            {PLANS.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className="px-3 py-3 text-center font-semibold text-slate-900"
              >
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON.map((group) => (
            <Fragment key={group.title}>
              <tr className="border-t border-slate-200 bg-brand-50/60">
                <th
                  scope="colgroup"
                  colSpan={PLANS.length + 1}
                  className="sticky left-0 px-4 py-2 text-left text-xs font-semibold uppercase tracking-wide text-brand-900"
                >
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.feature} className="border-t border-slate-100">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 bg-white px-4 py-3 text-left font-medium text-slate-800"
                  >
                    {row.feature}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={PLANS[index]?.id} className="px-3 py-3 text-center">
                      <CellValue value={value} />
                    </td>
                  ))}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
