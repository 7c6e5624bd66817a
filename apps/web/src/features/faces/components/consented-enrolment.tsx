import type { ReactNode } from 'react';
import { describeError } from '@/lib/error-messages';
import type { useFaceData } from '../hooks/use-face-data';
import { FaceEnrolment } from './face-enrolment';

/**
 * The enrolment step: the consent checkbox first, then the camera. Until consent is given it
 * shows `children` (e.g. a way back).
 */
export function ConsentedEnrolment({
  consentText,
  hasConsent,
  onConsentChange,
  enrol,
  subjectLabel,
  onCancel,
  onSaved,
  children,
}: {
  consentText: ReactNode;
  hasConsent: boolean;
  onConsentChange: (hasConsent: boolean) => void;
  enrol: ReturnType<typeof useFaceData>['enrol'];
  subjectLabel?: string;
  onCancel: () => void;
  /** After the captures are stored; `count` is how many are stored now. */
  onSaved: (count: number) => void;
  children?: ReactNode;
}) {
  return (
    <>
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand-600"
          checked={hasConsent}
          onChange={(event) => onConsentChange(event.target.checked)}
        />
        <span>{consentText}</span>
      </label>
      {hasConsent ? (
        <FaceEnrolment
          subjectLabel={subjectLabel}
          isSaving={enrol.isPending}
          error={enrol.error ? describeError(enrol.error) : null}
          onCancel={onCancel}
          onSave={(taken) =>
            enrol.mutate(taken, {
              onSuccess: (result) => {
                onConsentChange(false);
                onSaved(result.captures.length);
              },
            })
          }
        />
      ) : (
        children
      )}
    </>
  );
}
