import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  SkeletonList,
} from '@/components/ui';
import type { DataRegister, RetentionKind } from '../api/consent-api';
import { useDataRegister } from '../hooks/use-consent';
import { useConsentT } from '../hooks/use-consent-t';

type Translate = ReturnType<typeof useConsentT>;

/** Each category's name and purpose, every id written out (the catalogue guard finds them). */
function texts(category: string, t: Translate): { name: string; purpose: string } {
  switch (category) {
    case 'member_details':
      return {
        name: t('consent.register.name.member_details'),
        purpose: t('consent.register.purpose.member_details'),
      };
    case 'face_data':
      return {
        name: t('consent.register.name.face_data'),
        purpose: t('consent.register.purpose.face_data'),
      };
    case 'dates_of_birth':
      return {
        name: t('consent.register.name.dates_of_birth'),
        purpose: t('consent.register.purpose.dates_of_birth'),
      };
    case 'face_consents':
      return {
        name: t('consent.register.name.face_consents'),
        purpose: t('consent.register.purpose.face_consents'),
      };
    case 'guardians':
      return {
        name: t('consent.register.name.guardians'),
        purpose: t('consent.register.purpose.guardians'),
      };
    case 'attendance':
      return {
        name: t('consent.register.name.attendance'),
        purpose: t('consent.register.purpose.attendance'),
      };
    case 'check_in_locations':
      return {
        name: t('consent.register.name.check_in_locations'),
        purpose: t('consent.register.purpose.check_in_locations'),
      };
    case 'leave':
      return {
        name: t('consent.register.name.leave'),
        purpose: t('consent.register.purpose.leave'),
      };
    default:
      return {
        name: t('consent.register.name.check_in_photos'),
        purpose: t('consent.register.purpose.check_in_photos'),
      };
  }
}

function kept(retention: RetentionKind, t: Translate): string {
  switch (retention.kind) {
    case 'days_after_leaving':
      return t('consent.register.kept.days_after_leaving', { days: retention.days });
    case 'while_member':
      return t('consent.register.kept.while_member');
    case 'attendance_register':
      return t('consent.register.kept.attendance_register');
    case 'proof_of_consent':
      return t('consent.register.kept.proof_of_consent');
    default:
      return t('consent.register.kept.not_stored');
  }
}

/** Owner settings: the register of personal data held — categories, counts, purpose, retention. */
export function DataRegisterCard({ orgId }: { orgId: string }) {
  const t = useConsentT();
  const register = useDataRegister(orgId);
  return (
    <Card data-testid="data-register">
      <CardHeader>
        <CardTitle>{t('consent.register.title')}</CardTitle>
        <CardDescription>{t('consent.register.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {register.isPending ? (
          <SkeletonList rows={5} label={t('consent.register.loading')} />
        ) : register.isError ? (
          <Alert variant="error">
            {t('consent.register.loadError')}{' '}
            <Button variant="link" onClick={() => void register.refetch()}>
              {t('consent.panel.retry')}
            </Button>
          </Alert>
        ) : (
          <RegisterList register={register.data} t={t} />
        )}
      </CardContent>
    </Card>
  );
}

function RegisterList({ register, t }: { register: DataRegister; t: Translate }) {
  return (
    <div className="space-y-3">
      {register.students_without_birth_date ? (
        <Alert variant="warning">
          {t('consent.register.withoutBirth', { count: register.students_without_birth_date })}
        </Alert>
      ) : null}
      <dl className="divide-y divide-slate-100">
        {register.entries.map((entry) => {
          const { name, purpose } = texts(entry.category, t);
          return (
            <div key={entry.category} className="space-y-1 py-3" data-category={entry.category}>
              <dt className="font-medium text-slate-900">{name}</dt>
              <dd className="text-sm text-slate-700">
                <span className="sr-only">{t('consent.register.purpose')}: </span>
                {purpose}
              </dd>
              <dd className="flex flex-wrap gap-x-4 text-sm text-slate-600">
                <span>
                  <span className="font-medium">{t('consent.register.count')}:</span>{' '}
                  {entry.items
                    ? t('consent.register.items', {
                        items: entry.items,
                        people: entry.people,
                      })
                    : t('consent.register.none')}
                </span>
                <span>
                  <span className="font-medium">{t('consent.register.retention')}:</span>{' '}
                  {kept(entry.retention, t)}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
