import { LOGO_TYPES } from '@ias/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button, ConfirmDialog, FormField, Input } from '@/components/ui';
import { notify } from '@/components/ui/toast';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import { orgKeys } from '../api/memberships';
import type { Organization } from '../api/organization';
import { removeOrganizationLogo, uploadOrganizationLogo } from '../api/organization-logo';
import { describeLogoError, logoFileProblem } from '../utils/logo-file';
import { fileInputClasses } from './logo-picker';
import { OrgLogo } from './org-logo';
import { useOrgsT } from '../hooks/use-orgs-t';

/** The organisation's logo in its settings: choosing an image saves it at once; removing asks. */
export function LogoSettings({ organization }: { organization: Organization }) {
  const queryClient = useQueryClient();
  const t = useOrgsT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const key = orgKeys.organization(organization.id);
  const upload = useMutation({
    mutationFn: (file: File) => uploadOrganizationLogo(organization.id, file),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      // Saved: the shell's toast, as every save; a refusal stays under the field.
      notify.saved(t('orgs.logo.saved'));
    },
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

  if (organization.is_demo) return <p className="text-sm text-slate-600">{t('orgs.logo.demo')}</p>;
  return (
    <div className="space-y-3">
      <FormField
        label={t(hasLogo ? 'orgs.logo.replace' : 'orgs.logo.label')}
        hint={t('orgs.logo.hintSaves')}
        error={problem ?? (upload.error ? describeLogoError(upload.error) : undefined)}
      >
        <div className="flex flex-wrap items-center gap-3">
          {hasLogo ? (
            <OrgLogo
              url={organization.logo_url}
              alt={t('orgs.logo.alt', { name: organization.name })}
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
              {t('orgs.logo.remove')}
            </Button>
          ) : null}
        </div>
      </FormField>
      {upload.isPending ? (
        <p className="text-sm text-slate-600">{t('orgs.logo.uploading')}</p>
      ) : null}
      <ConfirmDialog
        {...remove.dialogProps}
        title={t('orgs.logo.removeTitle')}
        description={t('orgs.logo.removeBody')}
        confirmLabel={t('orgs.logo.remove')}
      />
    </div>
  );
}
