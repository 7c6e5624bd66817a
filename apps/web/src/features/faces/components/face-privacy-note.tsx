import { Trans } from '@lingui/react';
import { ShieldCheck } from 'lucide-react';
import { useFacesT } from '../hooks/use-faces-t';

/** The promise behind face check-in, in plain words (DPDP Act: purpose, consent, erasure). */
export function FacePrivacyNote({ orgName }: { orgName?: string }) {
  const t = useFacesT();
  return (
    <div className="flex gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
      <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
      <ul className="list-disc space-y-1 pl-4">
        <li>
          <Trans id="faces.privacy.descriptor" components={{ 0: <strong /> }} />
        </li>
        <li>
          {orgName ? t('faces.privacy.purposeAt', { org: orgName }) : t('faces.privacy.purpose')}
        </li>
        <li>{t('faces.privacy.erasure')}</li>
      </ul>
    </div>
  );
}
