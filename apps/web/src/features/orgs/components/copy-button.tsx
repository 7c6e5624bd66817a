import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui';
import { useOrgsT } from '../hooks/use-orgs-t';

/** Copies a text to the clipboard and says so for two seconds (announced to screen readers). */
export function CopyButton({
  text,
  label,
  copiedLabel,
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & {
  text: string;
  label: string;
  copiedLabel?: string;
}) {
  const t = useOrgsT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Button variant="outline" size="sm" {...props} onClick={() => void onCopy()}>
      {state === 'copied' ? (
        <Check aria-hidden="true" className="h-4 w-4 text-emerald-600" />
      ) : (
        <Copy aria-hidden="true" className="h-4 w-4" />
      )}
      <span aria-live="polite">
        {state === 'copied'
          ? (copiedLabel ?? t('orgs.copy.copied'))
          : state === 'failed'
            ? t('orgs.copy.failed')
            : label}
      </span>
    </Button>
  );
}
