import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** The organisation (and the person's class or number) above a role screen's content. */
export function OrgLine({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <Building2 aria-hidden="true" className="h-4 w-4 text-slate-400" />
      <span className="font-semibold text-slate-900" data-testid="org-name">
        {name}
      </span>
      {children}
    </p>
  );
}
