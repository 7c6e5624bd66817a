import { LOGO_TYPES } from '@ias/shared';
import { useEffect, useRef, useState } from 'react';
import { Button, FormField, Input } from '@/components/ui';
import { logoFileProblem } from '../utils/logo-file';
import { useOrgsT } from '../hooks/use-orgs-t';

export const fileInputClasses =
  'h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-700';

/** A picture of a chosen file while it is chosen (the object URL is released afterwards). */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * The optional logo of a new organisation: checked as soon as it is chosen, previewed, and sent
 * with the organisation (`error` is the server's word on it).
 */
export function LogoPicker({
  file,
  onChange,
  error,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
}) {
  const t = useOrgsT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
  };
  const onFile = (chosen: File | undefined) => {
    if (!chosen) return;
    const reason = logoFileProblem(chosen);
    setProblem(reason);
    onChange(reason ? null : chosen);
    if (reason) clear();
  };

  return (
    <FormField
      label={t('orgs.logo.label')}
      hint={t('orgs.logo.hintOptional')}
      error={problem ?? error}
    >
      <div className="flex flex-wrap items-center gap-3">
        {preview ? (
          <img
            src={preview}
            alt={t('orgs.logo.chosen')}
            className="h-12 w-auto max-w-40 rounded border border-slate-200 object-contain"
          />
        ) : null}
        <Input
          ref={inputRef}
          type="file"
          accept={LOGO_TYPES.join(',')}
          className={`min-w-0 flex-1 ${fileInputClasses}`}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
        {file ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(null);
              setProblem(null);
              clear();
            }}
          >
            {t('orgs.logo.remove')}
          </Button>
        ) : null}
      </div>
    </FormField>
  );
}
