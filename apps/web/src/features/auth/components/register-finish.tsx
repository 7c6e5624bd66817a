import { formatPhone, type RegistrationDetails, type SignUpMetadata } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Trans } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { currentLocale, useCatalogueT } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { catalogue } from '../catalogue';
import { authStore } from '../stores/auth';
import { registrationDraft, type RegistrationDraft } from '../stores/registration-draft';
import { accountTypeCopy, optionLabel } from '../utils/account-types';
import { appUrl, rememberReturnTo } from '../utils/return-to';

/**
 * The metadata sent with sign-up (SPEC.md §5) plus the chosen self-service type, and the language
 * the page is in: the new profile starts in it (its confirmation mail too), so someone who signs
 * up in Hindi is not switched to English when their profile loads.
 */
export function signUpMetadata(details: RegistrationDetails): SignUpMetadata {
  const orUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    full_name: details.full_name.trim(),
    company_name: orUndefined(details.company_name),
    employees: orUndefined(details.employees),
    business_type: orUndefined(details.business_type),
    phone: orUndefined(details.phone),
    user_type: details.user_type,
    locale: currentLocale(),
  };
}

function Summary({ draft }: { draft: RegistrationDraft & { details: RegistrationDetails } }) {
  const t = useCatalogueT(catalogue);
  const { details } = draft;
  const copy = accountTypeCopy(details.user_type);
  const option = (value: string | undefined) => {
    const label = value ? optionLabel(copy, value) : undefined;
    return label ? t(label) : value;
  };
  const rows: [string, string | undefined][] = [
    [
      t('auth.finish.signIn'),
      draft.method === 'google' ? t('auth.finish.googleAccount') : draft.email,
    ],
    [t('auth.finish.accountType'), copy ? t(copy.title) : details.user_type],
    [t(copy?.fullNameLabel ?? 'auth.register.fullName'), details.full_name],
    [t(copy?.company_name?.label ?? 'auth.finish.organisation'), details.company_name],
    [t(copy?.business_type?.label ?? 'auth.finish.type'), option(details.business_type)],
    [t(copy?.employees?.label ?? 'auth.finish.size'), option(details.employees)],
    [t('auth.register.phone'), formatPhone(details.phone) || undefined],
  ];
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:gap-4">
            <dt className="text-sm text-slate-500 sm:w-44 sm:shrink-0">{label}</dt>
            <dd className="min-w-0 break-words text-sm font-medium text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Step 3 of sign-up: review, accept the terms, create the account. */
export function RegisterFinish({
  draft,
  onSignedIn,
  onBack,
}: {
  draft: RegistrationDraft & { details: RegistrationDetails };
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const [hasAccepted, setHasAccepted] = useState(false);
  const [showConsentError, setShowConsentError] = useState(false);
  const create = useMutation({
    mutationFn: async () => {
      if (draft.method === 'google') {
        registrationDraft.holdForGoogle(draft.details);
        rememberReturnTo('/dashboard');
        await authStore.signInWithGoogle(appUrl('/auth/callback'));
        return { needsEmailConfirmation: false, isRedirecting: true };
      }
      const result = await authStore.signUp({
        email: draft.email ?? '',
        password: registrationDraft.getPassword() ?? '',
        metadata: signUpMetadata(draft.details),
        emailRedirectTo: appUrl('/auth/callback'),
      });
      return { ...result, isRedirecting: false };
    },
    onSuccess: (result) => {
      if (result.isRedirecting) return;
      registrationDraft.clear();
      if (!result.needsEmailConfirmation) onSignedIn();
    },
  });

  if (create.isSuccess && create.data.needsEmailConfirmation) {
    return (
      <div className="space-y-4 text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <MailCheck aria-hidden="true" className="h-7 w-7" />
        </span>
        <Alert variant="success" className="text-left">
          {t('auth.finish.confirmEmail')}
        </Alert>
        <p className="text-sm text-slate-600">
          <Trans
            id="auth.finish.sentLink"
            values={{ email: draft.email }}
            components={{ 0: <strong className="text-slate-900" /> }}
          />
        </p>
        <Button asChild variant="outline">
          <Link to="/login">{t('auth.finish.backToSignIn')}</Link>
        </Button>
      </div>
    );
  }

  const onCreate = () => {
    if (!hasAccepted) return setShowConsentError(true);
    create.mutate();
  };

  return (
    <div className="space-y-6">
      <Summary draft={draft} />
      {create.isError ? <Alert variant="error">{describeError(create.error)}</Alert> : null}
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={hasAccepted}
            onChange={(event) => {
              setHasAccepted(event.target.checked);
              setShowConsentError(false);
            }}
            aria-invalid={showConsentError || undefined}
            aria-describedby={showConsentError ? 'consent-error' : undefined}
            className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600"
          />
          <span>
            <Trans
              id="auth.finish.agree"
              components={{
                0: (
                  <Link
                    to="/terms"
                    target="_blank"
                    className="font-medium text-brand-700 underline"
                  />
                ),
                1: (
                  <Link
                    to="/privacy"
                    target="_blank"
                    className="font-medium text-brand-700 underline"
                  />
                ),
              }}
            />
          </span>
        </label>
        {showConsentError ? (
          <p id="consent-error" className="mt-2 text-sm font-medium text-red-700">
            {t('auth.finish.agreeRequired')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={create.isPending}>
          {t('auth.register.back')}
        </Button>
        <Button
          size="lg"
          onClick={onCreate}
          isLoading={create.isPending || (create.isSuccess && create.data.isRedirecting)}
        >
          {draft.method === 'google' ? t('auth.finish.continueGoogle') : t('auth.finish.create')}
        </Button>
      </div>
    </div>
  );
}
