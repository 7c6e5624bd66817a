import { Mail, Phone } from 'lucide-react';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** Call and mail links for a phone number and an e-mail address (whichever exist). */
export function ContactLinks({
  name,
  email,
  phone,
}: {
  name: string;
  email: string | null;
  phone: string | null;
}) {
  const t = useCatalogueT(catalogue);
  if (!email && !phone) {
    return <span className="text-sm text-slate-500">{t('contacts.links.none')}</span>;
  }
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {phone ? (
        <a
          href={`tel:${phone.replace(/[^+0-9]/g, '')}`}
          className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
          aria-label={t('contacts.links.call', { name, phone })}
        >
          <Phone aria-hidden="true" className="h-4 w-4" />
          {phone}
        </a>
      ) : null}
      {email ? (
        <a
          href={`mailto:${email}`}
          className="inline-flex min-w-0 items-center gap-1.5 break-all text-brand-700 hover:underline"
          aria-label={t('contacts.links.email', { name, email })}
        >
          <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
          {email}
        </a>
      ) : null}
    </span>
  );
}
