import { fallbackFullName, isUserType, type Profile, type UserType } from '@ias/shared';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { useDashboardT } from '../hooks/use-dashboard-t';
import { Trans } from '@lingui/react';

/** The account types' names (English as the type is written, since it is what SPEC.md shows). */
const TYPE_NAME = {
  Student: 'dashboard.header.type.student',
  Teacher: 'dashboard.header.type.teacher',
  Admin: 'dashboard.header.type.admin',
  Institute: 'dashboard.header.type.institute',
  Company: 'dashboard.header.type.company',
  Employee: 'dashboard.header.type.employee',
  Incharge: 'dashboard.header.type.incharge',
} as const satisfies Record<UserType, string>;

/** The signed-in person's name, picture and type, above every app screen. */
export function SignedInHeader({
  profile,
  title,
  description,
  actions,
}: {
  profile: Profile | null;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useDashboardT();
  const name = fallbackFullName(profile?.full_name, profile?.email);
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 items-start gap-4">
        <Avatar name={name} src={profile?.avatar_url} size="lg" />
        <div className="min-w-0">
          <p className="text-sm text-slate-600">
            <Trans
              id="dashboard.header.signedInAs"
              values={{ name }}
              components={{
                0: <span className="font-semibold text-slate-900" data-testid="signed-in-name" />,
              }}
            />
            {' · '}
            <Badge variant="brand" data-testid="signed-in-type">
              {isUserType(profile?.user_type)
                ? t(TYPE_NAME[profile.user_type])
                : (profile?.user_type ?? t('dashboard.header.typeNotSet'))}
            </Badge>
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {description ? <div className="mt-1 text-slate-600">{description}</div> : null}
        </div>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
