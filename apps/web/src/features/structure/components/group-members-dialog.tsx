import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Search, UserMinus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Dialog, Input, Label, Spinner } from '@/components/ui';
import { searchMemberOptions } from '@/features/orgs/api/member-options';
import { describeError } from '@/lib/error-messages';
import { addGroupMembers, fetchGroupMembers, type Group, removeGroupMember } from '../api/groups';
import { structureKeys } from '../api/structure-keys';

const roleWord = (role: string) =>
  role === 'incharge' ? 'In-charge' : role[0]!.toUpperCase() + role.slice(1);

/** A group's members: remove them, or search the organisation and add people. */
export function GroupMembersDialog({
  orgId,
  group,
  onClose,
}: {
  orgId: string;
  group: Group;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const members = useQuery({
    queryKey: structureKeys.groupMembers(group.id),
    queryFn: () => fetchGroupMembers(group.id),
  });
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const candidates = useQuery({
    queryKey: [...structureKeys.all(orgId), 'candidates', term],
    queryFn: () => searchMemberOptions(orgId, { search: term, limit: 20 }),
    enabled: term.length > 0,
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: structureKeys.groupMembers(group.id) });
    await queryClient.invalidateQueries({ queryKey: structureKeys.groups(orgId) });
  };
  const add = useMutation({
    mutationFn: (memberId: string) => addGroupMembers(orgId, group.id, [memberId]),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (memberId: string) => removeGroupMember(group.id, memberId),
    onSuccess: refresh,
  });
  const inGroup = new Set(members.data?.map((m) => m.member_id));
  const error = add.error ?? remove.error;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`People in ${group.name}`}
      description="Adding or removing someone here does not change anything else about them."
      size="lg"
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <div className="space-y-5">
        <div className="space-y-1.5">
          <Label htmlFor="group-member-search">Add people</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              id="group-member-search"
              type="search"
              className="pl-9"
              placeholder="Search by name or number"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          {term ? (
            candidates.isLoading ? (
              <Spinner size="sm" />
            ) : candidates.data?.length ? (
              <ul
                className="divide-y divide-slate-100 rounded-xl border border-slate-200"
                aria-label="Search results"
              >
                {candidates.data.map((person) => (
                  <li key={person.id} className="flex items-center justify-between gap-3 px-3 py-2">
                    <span className="min-w-0 text-sm">
                      <span className="font-medium text-slate-900">{person.full_name}</span>{' '}
                      <span className="text-slate-500">
                        {roleWord(person.role)}
                        {person.roll_number || person.employee_code
                          ? ` · ${person.roll_number ?? person.employee_code}`
                          : ''}
                      </span>
                    </span>
                    {inGroup.has(person.id) ? (
                      <Badge variant="success">In this group</Badge>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => add.mutate(person.id)}
                        isLoading={add.isPending && add.variables === person.id}
                        aria-label={`Add ${person.full_name}`}
                      >
                        <Plus aria-hidden="true" className="h-4 w-4" /> Add
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">Nobody active matches “{term}”.</p>
            )
          ) : null}
        </div>
        {error ? <Alert variant="error">{describeError(error)}</Alert> : null}
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">
            Members{members.data ? ` (${members.data.length})` : ''}
          </h3>
          {members.isLoading ? (
            <Spinner />
          ) : members.error ? (
            <Alert variant="error">{describeError(members.error)}</Alert>
          ) : !members.data?.length ? (
            <p className="text-sm text-slate-600">
              Nobody yet. Search above to add people, or import a CSV with a group column.
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {members.data.map(({ member_id, memberships: m }) => (
                <li key={member_id} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="min-w-0 text-sm">
                    <span className="font-medium text-slate-900">
                      {m?.full_name ?? 'Unknown member'}
                    </span>{' '}
                    <span className="text-slate-500">
                      {m ? roleWord(m.role) : ''}
                      {m?.roll_number || m?.employee_code
                        ? ` · ${m.roll_number ?? m.employee_code}`
                        : ''}
                      {m && m.status !== 'active'
                        ? ` · ${m.status === 'left' ? 'removed' : m.status}`
                        : ''}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => remove.mutate(member_id)}
                    isLoading={remove.isPending && remove.variables === member_id}
                    aria-label={`Remove ${m?.full_name ?? 'member'} from ${group.name}`}
                  >
                    <UserMinus aria-hidden="true" className="h-4 w-4" /> Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Dialog>
  );
}
