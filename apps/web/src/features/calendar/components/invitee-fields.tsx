import { useState } from 'react';
import { CheckboxField } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import type { PersonChoice } from '../api/choices';
import { catalogue } from '../catalogue';
import type { EventForm } from '../utils/event-form';

type Props = {
  values: EventForm;
  staff: PersonChoice[];
  onChange: (patch: Partial<EventForm>) => void;
};

/** Whom to invite: all staff, everyone in the group, or people picked from the staff list. */
export function InviteeFields({ values, staff, onChange }: Props) {
  const t = useCatalogueT(catalogue);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = staff.filter((p) => !needle || p.name.toLowerCase().includes(needle));
  const toggle = (id: string, isOn: boolean) =>
    onChange({
      inviteeIds: isOn ? [...values.inviteeIds, id] : values.inviteeIds.filter((x) => x !== id),
    });
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {t('calendar.form.invite')}
      </legend>
      <CheckboxField
        label={t('calendar.form.inviteStaff')}
        checked={values.inviteStaff}
        onChange={(v) => onChange({ inviteStaff: v })}
      />
      {values.scope === 'group' ? (
        <CheckboxField
          label={t('calendar.form.inviteGroup')}
          checked={values.inviteGroup}
          onChange={(v) => onChange({ inviteGroup: v })}
        />
      ) : null}
      {!values.inviteStaff && staff.length > 0 ? (
        <div className="space-y-2">
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label={t('calendar.form.searchPeople')}
            placeholder={t('calendar.form.searchPeople')}
            className="h-9 w-full rounded-lg border border-slate-300 px-3 text-sm"
          />
          <ul className="max-h-40 space-y-1.5 overflow-y-auto">
            {shown.map((person) => (
              <li key={person.id}>
                <CheckboxField
                  label={person.name}
                  checked={values.inviteeIds.includes(person.id)}
                  onChange={(isOn) => toggle(person.id, isOn)}
                />
              </li>
            ))}
            {shown.length === 0 ? (
              <li className="text-sm text-slate-500">{t('calendar.form.noStaff')}</li>
            ) : null}
          </ul>
          <p className="text-xs text-slate-500">
            {t('calendar.form.invitedCount', { count: values.inviteeIds.length })}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
