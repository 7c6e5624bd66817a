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
  groupWords,
  orderAsTree,
  selfAndDescendants,
} from '../utils/group-tree';
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
  const words = groupWords(kind);
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
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const { errors } = form.formState;
  const responsibleRoles = kind === 'institute' ? 'teacher or in-charge' : 'in-charge';

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={group ? `Edit ${group.name}` : `New ${words.one}`}
      submitLabel={group ? 'Save' : `Create ${words.one}`}
      isSubmitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField label="Name" error={errors.name?.message} isRequired>
          <Input
            {...form.register('name')}
            placeholder={kind === 'institute' ? 'e.g. Class 10 A' : 'e.g. Production'}
          />
        </FormField>
        <FormField label="Kind" error={errors.kind?.message}>
          <Select
            {...form.register('kind')}
            options={kinds.map((k) => ({ value: k, label: GROUP_KIND_LABELS[k] }))}
          />
        </FormField>
      </div>
      <p className="-mt-2 text-xs text-slate-500">{GROUP_KIND_HINTS[chosenKind]}</p>
      <FormField
        label="Part of"
        hint="Optional: e.g. a section belongs to its class, a team to its department."
      >
        <Select
          {...form.register('parent_id', nullable)}
          placeholder="Nothing (top level)"
          options={parents}
        />
      </FormField>
      <FormField
        label="Responsible"
        hint={
          staff.length
            ? `The ${responsibleRoles} who takes attendance and sees this group’s people.`
            : `Nobody to choose yet: invite ${kind === 'institute' ? 'a' : 'an'} ${responsibleRoles} on the People page first.`
        }
        error={errors.responsible_id?.message}
      >
        <Select
          {...form.register('responsible_id', nullable)}
          placeholder="Nobody yet"
          options={staff.map((m) => ({
            value: m.id,
            label: `${m.full_name} (${m.role === 'incharge' ? 'in-charge' : m.role})`,
          }))}
        />
      </FormField>
      {kind === 'company' || sites.length || shifts.length ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Site"
            hint={sites.length ? 'Where this group works.' : 'Add sites under Settings.'}
          >
            <Select
              {...form.register('site_id', nullable)}
              placeholder="No particular site"
              options={sites.map((s) => ({ value: s.id, label: s.name }))}
              disabled={!sites.length}
            />
          </FormField>
          <FormField
            label="Shift"
            hint={
              shifts.length
                ? 'Everyone in it works this shift unless set per person.'
                : 'Add shifts on the Shifts page.'
            }
          >
            <Select
              {...form.register('shift_id', nullable)}
              placeholder="No shift"
              options={shifts.map((s) => ({
                value: s.id,
                label: `${s.name} (${describeShiftTimes(s.starts_at, s.ends_at)})`,
              }))}
              disabled={!shifts.length}
            />
          </FormField>
        </div>
      ) : null}
      {save.error ? (
        <Alert variant="error">
          {describeWriteError(save.error, {
            '23505': `There is already a group called “${form.getValues('name')}”.`,
          })}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
