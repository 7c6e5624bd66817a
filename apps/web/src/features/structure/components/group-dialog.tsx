import { zodResolver } from '@hookform/resolvers/zod';
import {
  GROUP_KINDS_BY_ORG,
  type GroupInput,
  groupSchema,
  type OrganizationKind,
} from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '@/components/ui/toast';
import { Alert, FormField, Input, Select } from '@/components/ui';
import { FormDialog } from '@/components/ui/form-dialog';
import type { MemberOption } from '@/features/orgs/api/member-options';
import type { Site } from '@/features/orgs/api/sites';
import { describeWriteError } from '@/features/orgs/utils/describe-write-error';
import { type Group, saveGroup } from '../api/groups';
import type { Shift } from '../api/shifts';
import {
  GROUP_KIND_HINTS,
  GROUP_KIND_LABELS,
  orderAsTree,
  selfAndDescendants,
} from '../utils/group-tree';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { describeShiftTimes } from '../utils/shift-times';

type GroupForm = z.input<typeof groupSchema>;
const nullable = { setValueAs: (v: string | null) => v || null };

/** Create or edit a group: name, kind, parent, who is responsible, and (companies) site and shift. */
export function GroupDialog({
  orgId,
  kind,
  group,
  groups,
  staff,
  sites,
  shifts,
  onClose,
  onSaved,
}: {
  orgId: string;
  kind: OrganizationKind;
  group: Group | null;
  groups: Group[];
  staff: MemberOption[];
  sites: Site[];
  shifts: Shift[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const kinds = GROUP_KINDS_BY_ORG[kind];
  const form = useForm<GroupForm, unknown, GroupInput>({
    resolver: zodResolver(groupSchema),
    defaultValues: {
      name: group?.name ?? '',
      kind: group?.kind ?? kinds[0],
      parent_id: group?.parent_id ?? null,
      responsible_id: group?.responsible_id ?? null,
      site_id: group?.site_id ?? null,
      shift_id: group?.shift_id ?? null,
    },
  });
  const chosenKind = useWatch({ control: form.control, name: 'kind' });
  const parents = useMemo(() => {
    const excluded = group ? selfAndDescendants(groups, group.id) : new Set<string>();
    return orderAsTree(groups.filter((g) => !excluded.has(g.id))).map(({ group: g, depth }) => ({
      value: g.id,
      label: `${'\u2003'.repeat(depth)}${g.name}`,
    }));
  }, [group, groups]);
  const save = useMutation({
    mutationFn: (values: GroupInput) => saveGroup(orgId, values, group?.id),
    onSuccess: (_, values) => {
      notify.saved(t('structure.group.saved', { name: values.name }));
      onSaved();
      onClose();
    },
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        group
          ? t('structure.group.editTitle', { name: group.name })
          : t('structure.groups.new', { kind })
      }
      submitLabel={group ? t('structure.group.save') : t('structure.group.create', { kind })}
      isSubmitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField label={t('structure.group.name')} error={errors.name?.message} isRequired>
          <Input
            {...form.register('name')}
            placeholder={
              kind === 'institute'
                ? t('structure.group.namePlaceholderInstitute')
                : t('structure.group.namePlaceholderCompany')
            }
          />
        </FormField>
        <FormField label={t('structure.group.kind')} error={errors.kind?.message}>
          <Select
            {...form.register('kind')}
            options={kinds.map((k) => ({ value: k, label: t(GROUP_KIND_LABELS[k]) }))}
          />
        </FormField>
      </div>
      <p className="-mt-2 text-xs text-slate-500">{t(GROUP_KIND_HINTS[chosenKind])}</p>
      <FormField label={t('structure.group.partOf')} hint={t('structure.group.partOfHint')}>
        <Select
          {...form.register('parent_id', nullable)}
          placeholder={t('structure.group.topLevel')}
          options={parents}
        />
      </FormField>
      <FormField
        label={t('structure.group.responsible')}
        hint={
          staff.length
            ? t('structure.group.responsibleHint', { kind })
            : t('structure.group.nobodyToChoose', { kind })
        }
        error={errors.responsible_id?.message}
      >
        <Select
          {...form.register('responsible_id', nullable)}
          placeholder={t('structure.group.nobodyYet')}
          options={staff.map((m) => ({
            value: m.id,
            label: t('structure.group.staffOption', { name: m.full_name, role: m.role }),
          }))}
        />
      </FormField>
      {kind === 'company' || sites.length || shifts.length ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('structure.group.site')}
            hint={sites.length ? t('structure.group.siteHint') : t('structure.group.noSites')}
          >
            <Select
              {...form.register('site_id', nullable)}
              placeholder={t('structure.group.noSite')}
              options={sites.map((s) => ({ value: s.id, label: s.name }))}
              disabled={!sites.length}
            />
          </FormField>
          <FormField
            label={t('structure.group.shift')}
            hint={shifts.length ? t('structure.group.shiftHint') : t('structure.group.noShifts')}
          >
            <Select
              {...form.register('shift_id', nullable)}
              placeholder={t('structure.group.noShift')}
              options={shifts.map((s) => ({
                value: s.id,
                label: t('structure.group.shiftOption', {
                  name: s.name,
                  times: describeShiftTimes(s.starts_at, s.ends_at),
                }),
              }))}
              disabled={!shifts.length}
            />
          </FormField>
        </div>
      ) : null}
      {save.error ? (
        <Alert variant="error">
          {describeWriteError(save.error, {
            '23505': t('structure.group.duplicate', { name: form.getValues('name') }),
          })}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
