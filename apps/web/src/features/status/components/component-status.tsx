import { Badge } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

export type ComponentState = 'ok' | 'down' | 'unknown';

const BADGE = {
  ok: { variant: 'success', text: 'status.state.ok' },
  down: { variant: 'danger', text: 'status.state.down' },
  unknown: { variant: 'neutral', text: 'status.state.unknown' },
} as const;

/** One part of the service (API, database) with its state and measured figures, in words. */
export function ComponentStatus({
  id,
  name,
  description,
  state,
  facts,
}: {
  /** Stable name for tests (`<id>-state`), whatever the language. */
  id: string;
  name: string;
  description: string;
  state: ComponentState;
  facts: ReadonlyArray<{ label: string; value: string; note?: string | null; testId?: string }>;
}) {
  const t = useCatalogueT(catalogue);
  const badge = BADGE[state];
  return (
    <section
      aria-label={t('status.part.label', { name })}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        <Badge variant={badge.variant} data-testid={`${id}-state`}>
          {t(badge.text)}
        </Badge>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-4">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-medium text-slate-600">{fact.label}</dt>
            <dd
              className="mt-1 text-lg font-semibold tabular-nums text-slate-900"
              data-testid={fact.testId}
            >
              {fact.value}
            </dd>
            {fact.note ? <dd className="text-xs text-slate-600">{fact.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
