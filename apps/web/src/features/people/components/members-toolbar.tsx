import type { OrganizationKind } from '@ias/shared';
import { useEffect, useState } from 'react';
import { Label, Select } from '@/components/ui';
import { SearchInput } from '@/components/ui/search-input';
import type { GroupName } from '@/features/orgs/api/group-names';
import type { MemberFilters } from '../api/members';
import { ASSIGNABLE_ROLES, ROLE_LABELS } from '../utils/member-labels';

const STATUS_OPTIONS = [
  { value: 'current', label: 'Current' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Waiting for approval' },
  { value: 'invited', label: 'Invited' },
  { value: 'rejected', label: 'Declined' },
  { value: 'left', label: 'Removed' },
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
        <Label htmlFor="people-search">Search</Label>
        <SearchInput
          id="people-search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Name, e-mail, phone, number or card"
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="people-role">Role</Label>
        <Select
          id="people-role"
          value={filters.role}
          onChange={(event) => onChange({ role: event.target.value as MemberFilters['role'] })}
          options={[
            { value: '', label: 'All roles' },
            ...roles.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
          ]}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="people-status">Status</Label>
        <Select
          id="people-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as MemberFilters['status'] })}
          options={STATUS_OPTIONS}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="people-group">
          {kind === 'institute' ? 'Class or group' : 'Department or team'}
        </Label>
        <Select
          id="people-group"
          value={filters.groupId}
          onChange={(event) => onChange({ groupId: event.target.value })}
          options={[
            { value: '', label: 'All groups' },
            ...groups.map((g) => ({ value: g.id, label: g.name })),
          ]}
        />
      </div>
    </div>
  );
}
