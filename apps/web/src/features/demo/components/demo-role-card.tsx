import { ArrowRight, Building2, GraduationCap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCatalogueT, useLocale } from '@/features/i18n';
import type { DemoInfo, DemoOrgKind } from '../api/demo-api';
import { catalogue } from '../catalogue';
import type { DemoCard } from '../utils/demo-roles';

/** One role on /demo: who the visitor will be, what they can do, and the button to start. */
export function DemoRoleCard({
  card,
  info,
  orgName,
  startingOrganization,
  isDisabled,
  onTry,
}: {
  card: DemoCard;
  info: DemoInfo | undefined;
  orgName: (kind: DemoOrgKind) => string;
  /** Which of this card's organisations is starting now, if any. */
  startingOrganization: DemoOrgKind | null;
  isDisabled: boolean;
  onTry: (organization: DemoOrgKind) => void;
}) {
  const t = useCatalogueT(catalogue);
  const title = t(card.title);
  // The server describes its demo accounts in every language; before it answers, the role's own text.
  const locale = useLocale();
  const accounts = card.organizations.map(
    (kind) => info?.roles.find((r) => r.role === card.role && r.organization === kind) ?? null,
  );
  const main = accounts[0];
  const headingId = `demo-role-${card.role}`;
  return (
    <li
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={headingId}
      data-testid={`demo-role-${card.role}`}
    >
      <div className="flex items-center gap-2 text-sm text-slate-500">
        {card.organizations[0] === 'institute' && card.organizations.length === 1 ? (
          <GraduationCap aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Building2 aria-hidden="true" className="h-4 w-4" />
        )}
        {card.organizations.length === 1
          ? orgName(card.organizations[0]!)
          : t('demo.card.companyOrSchool')}
      </div>
      <h3 id={headingId} className="mt-2 text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {main?.name && card.organizations.length === 1 ? (
        <p className="text-sm text-slate-600">{t('demo.card.as', { name: main.name })}</p>
      ) : null}
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">
        {main?.description[locale] ?? t(card.fallback)}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {card.organizations.map((kind, index) => (
          <Button
            key={kind}
            variant={index === 0 ? 'primary' : 'outline'}
            size="sm"
            disabled={isDisabled}
            isLoading={startingOrganization === kind}
            onClick={() => onTry(kind)}
          >
            {card.organizations.length > 1
              ? kind === 'company'
                ? t('demo.card.tryCompany')
                : t('demo.card.trySchool')
              : t('demo.card.tryAs', { role: title })}
            {startingOrganization === kind ? null : (
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            )}
            {card.organizations.length > 1 ? (
              <span className="sr-only"> {t('demo.card.asRole', { role: title })}</span>
            ) : null}
          </Button>
        ))}
      </div>
    </li>
  );
}
