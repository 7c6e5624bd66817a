import type { ContactReceipt } from '@ias/shared';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, Card, CardContent } from '@/components/ui';

const NEXT_STEPS: Record<ContactReceipt['kind'], string> = {
  contact:
    'A person on our team will reply by email, usually within one working day (Monday to Saturday, 9:30 to 18:30 IST).',
  support:
    'Support replies by email within the response time of your plan. Critical requests, where nobody can check in, are looked at first.',
};

/** Shown in place of the form once the message is stored: the reference and what happens next. */
export function MessageSuccess({
  receipt,
  onSendAnother,
}: {
  receipt: ContactReceipt;
  onSendAnother: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const received = new Date(receipt.receivedAt).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
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
            {receipt.kind === 'support' ? 'Support request received' : 'Message received'}
          </h2>
          <p className="text-slate-700">
            Your reference number is{' '}
            <strong
              data-testid="contact-reference"
              className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-lg tracking-wider text-slate-900"
            >
              {receipt.reference}
            </strong>
            . Please quote it if you write to us again about this.
          </p>
          <p className="text-sm text-slate-600">Received {received} IST.</p>
          <p className="text-sm leading-relaxed text-slate-700">{NEXT_STEPS[receipt.kind]}</p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="outline" onClick={onSendAnother}>
            Send another message
          </Button>
          <Link
            to="/docs"
            className="inline-flex items-center text-sm font-medium text-brand-700 underline"
          >
            Browse the user guide meanwhile
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
