import { type ContactReceipt, formatDateTime } from '@ias/shared';
import { Trans } from '@lingui/react';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, Card, CardContent } from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { catalogue, type ContactMessage } from '../catalogue';

const NEXT_STEPS: Record<ContactReceipt['kind'], ContactMessage> = {
  contact: 'contact.success.nextContact',
  support: 'contact.success.nextSupport',
};

/** Shown in place of the form once the message is stored: the reference and what happens next. */
export function MessageSuccess({
  receipt,
  onSendAnother,
}: {
  receipt: ContactReceipt;
  onSendAnother: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const received = formatDateTime(receipt.receivedAt, locale, { timeZone: 'Asia/Kolkata' });
  return (
    <Card className="border-emerald-200">
      <CardContent className="pt-6 sm:pt-8">
        <div role="status" className="flex flex-col items-start gap-4">
          <CheckCircle2 aria-hidden="true" className="h-10 w-10 text-emerald-600" />
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 outline-none"
          >
            {receipt.kind === 'support'
              ? t('contact.success.support')
              : t('contact.success.contact')}
          </h2>
          <p className="text-slate-700">
            <Trans
              id="contact.success.reference"
              values={{ reference: receipt.reference }}
              components={{
                0: (
                  <strong
                    data-testid="contact-reference"
                    className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-lg tracking-wider text-slate-900"
                  />
                ),
              }}
            />
          </p>
          <p className="text-sm text-slate-600">{t('contact.success.received', { received })}</p>
          <p className="text-sm leading-relaxed text-slate-700">{t(NEXT_STEPS[receipt.kind])}</p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="outline" onClick={onSendAnother}>
            {t('contact.success.another')}
          </Button>
          <Link
            to="/docs"
            className="inline-flex items-center text-sm font-medium text-brand-700 underline"
          >
            {t('contact.success.guide')}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
