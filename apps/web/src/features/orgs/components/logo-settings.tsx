import { LOGO_TYPES } from '@ias/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Alert, Button, ConfirmDialog, FormField, Input } from '@/components/ui';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import { orgKeys } from '../api/memberships';
import type { Organization } from '../api/organization';
import { removeOrganizationLogo, uploadOrganizationLogo } from '../api/organization-logo';
import { describeLogoError, logoFileProblem } from '../utils/logo-file';
import { fileInputClasses, LOGO_HINT } from './logo-picker';
import { OrgLogo } from './org-logo';

/** The organisation's logo in its settings: choosing an image saves it at once; removing asks. */
export function LogoSettings({ organization }: { organization: Organization }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const key = orgKeys.organization(organization.id);
  const upload = useMutation({
    mutationFn: (file: File) => uploadOrganizationLogo(organization.id, file),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onSettled: () => {
      if (inputRef.current) inputRef.current.value = '';
    },
  });
  const remove = useConfirmedMutation({
    mutationFn: () => removeOrganizationLogo(organization.id),
    onSuccess: () => {
      upload.reset();
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const onFile = (file: File | undefined) => {
    if (!file) return;
    const reason = logoFileProblem(file);
    setProblem(reason);
    if (reason) {
      upload.reset();
      if (inputRef.current) inputRef.current.value = '';
    } else upload.mutate(file);
  };
  const hasLogo = Boolean(organization.logo_url);

  if (organization.is_demo)
    return (
      <p className="text-sm text-slate-600">
        Every visitor shares the demo organisation, so its logo stays as it is.
      </p>
    );
  return (
    <div className="space-y-3">
      <FormField
        label={hasLogo ? 'Replace the logo' : 'Logo'}
        hint={`${LOGO_HINT} Choosing an image saves it straight away.`}
        error={problem ?? (upload.error ? describeLogoError(upload.error) : undefined)}
      >
        <div className="flex flex-wrap items-center gap-3">
          {hasLogo ? (
            <OrgLogo
              url={organization.logo_url}
              alt={`${organization.name} logo`}
              className="h-14 max-w-48 border border-slate-200 bg-white p-1"
            />
          ) : null}
          <Input
            ref={inputRef}
            type="file"
            accept={LOGO_TYPES.join(',')}
            disabled={upload.isPending}
            className={`min-w-0 flex-1 ${fileInputClasses}`}
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          {hasLogo ? (
            <Button type="button" variant="outline" size="sm" onClick={() => remove.ask(true)}>
              Remove logo
            </Button>
          ) : null}
        </div>
      </FormField>
      {upload.isPending ? <p className="text-sm text-slate-600">Uploading the logo…</p> : null}
      {upload.isSuccess ? <Alert variant="success">Logo saved.</Alert> : null}
      <ConfirmDialog
        {...remove.dialogProps}
        title="Remove the logo?"
        description="Your dashboard and kiosks stop showing it, and ID cards printed from now on leave it out. Cards already printed keep it."
        confirmLabel="Remove logo"
      />
    </div>
  );
}
