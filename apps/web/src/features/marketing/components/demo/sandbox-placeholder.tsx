import { FlaskConical } from 'lucide-react';
import { Section } from '../section';

/**
 * SANDBOX SLOT. The organisations issue replaces this section with the live demo organisation
 * (DESIGN.md §2: act as any role in a seeded, isolated, resettable organisation without an
 * account). Keep the id `sandbox` so links to /demo#sandbox keep working.
 */
export function SandboxPlaceholder() {
  return (
    <Section
      id="sandbox"
      tone="muted"
      title="Live sandbox"
      intro="Soon you will be able to try every role for real here, without an account."
    >
      <div
        data-testid="demo-sandbox-slot"
        className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 sm:flex-row sm:items-center sm:p-8"
      >
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-violet-50 text-violet-700">
          <FlaskConical aria-hidden="true" className="h-6 w-6" />
        </span>
        <div>
          <p className="font-semibold text-slate-900">
            Coming soon: a demo organisation to play with
          </p>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">
            A ready-made school and company with sample people, classes and shifts. Switch between
            roles, take a roll-call, approve a leave request or export a payroll period. It is kept
            apart from real organisations and reset regularly. Until then, the tour above shows each
            screen, and a free account lets you try everything with your own organisation.
          </p>
        </div>
      </div>
    </Section>
  );
}
