import type { OrganizationKind } from '@ias/shared';
import { useEffect, useState } from 'react';
import { Label, Select } from '@/components/ui';
import { SearchInput } from '@/components/ui/search-input';
import type { GroupName } from '@/features/orgs/api/group-names';
import { useCatalogueT } from '@/features/i18n';
import type { MemberFilters } from '../api/members';
import { catalogue, type PeopleMessage } from '../catalogue';
import { ASSIGNABLE_ROLES, ROLE_LABELS } from '../utils/member-labels';

const STATUS_OPTIONS: { value: MemberFilters['status']; label: PeopleMessage }[] = [
  { value: 'current', label: 'people.status.current' },
  { value: 'active', label: 'people.status.active' },
  { value: 'pending', label: 'people.status.pending' },
  { value: 'invited', label: 'people.status.invited' },
  { value: 'rejected', label: 'people.status.rejected' },
  { value: 'left', label: 'people.status.left' },
];

/** Search (debounced) and the role, status and group filters of the people list. */
export function MembersToolbar({
  kind,
  groups,
  filters,
  onChange,
}: {
  kind: OrganizationKind;
  groups: GroupName[];
  filters: MemberFilters;
  onChange: (changes: Partial<MemberFilters>) => void;
}) {
  const t = useCatalogueT(catalogue);
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ search }), 300);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);
  const roles = ['owner' as const, ...ASSIGNABLE_ROLES[kind]];

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <div className="space-y-1.5">
        <Label htmlFor="people-search">{t('people.filter.search')}</Label>
        <SearchInput
          id="people-search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('people.filter.searchPlaceholder')}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="people-role">{t('people.field.role')}</Label>
        <Select
          id="people-role"
          value={filters.role}
          onChange={(event) => onChange({ role: event.target.value as MemberFilters['role'] })}
          options={[
            { value: '', label: t('people.filter.allRoles') },
            ...roles.map((r) => ({ value: r, label: t(ROLE_LABELS[r]) })),
          ]}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="people-status">{t('people.field.status')}</Label>
        <Select
          id="people-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as MemberFilters['status'] })}
          options={STATUS_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="people-group">
          {kind === 'institute'
            ? t('people.filter.groupInstitute')
            : t('people.filter.groupCompany')}
        </Label>
        <Select
          id="people-group"
          value={filters.groupId}
          onChange={(event) => onChange({ groupId: event.target.value })}
          options={[
            { value: '', label: t('people.filter.allGroups') },
            ...groups.map((g) => ({ value: g.id, label: g.name })),
          ]}
        />
      </div>
    </div>
  );
}
