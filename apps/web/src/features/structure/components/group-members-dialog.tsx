import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, UserMinus } from 'lucide-react';
import { Alert, Badge, Button, Dialog, Label } from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { RowAction } from '@/components/ui/row-action';
import { SearchInput } from '@/components/ui/search-input';
import { describeError } from '@/lib/error-messages';
import { addGroupMembers, fetchGroupMembers, type Group, removeGroupMember } from '../api/groups';
import { structureKeys } from '../api/structure-keys';
import { useCandidateSearch } from '../hooks/use-candidate-search';
import { CandidateResults } from './candidate-results';

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
  const finder = useCandidateSearch(orgId);
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
          <SearchInput
            id="group-member-search"
            placeholder="Search by name or number"
            value={finder.search}
            onChange={(event) => finder.setSearch(event.target.value)}
          />
          <CandidateResults search={finder}>
            {(person) => (
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
                  <RowAction
                    icon={Plus}
                    label={`Add ${person.full_name}`}
                    variant="outline"
                    onClick={() => add.mutate(person.id)}
                    isLoading={add.isPending && add.variables === person.id}
                  >
                    Add
                  </RowAction>
                )}
              </li>
            )}
          </CandidateResults>
        </div>
        {error ? <Alert variant="error">{describeError(error)}</Alert> : null}
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">
            Members{members.data ? ` (${members.data.length})` : ''}
          </h3>
          <QueryList
            query={members}
            empty={
              <p className="text-sm text-slate-600">
                Nobody yet. Search above to add people, or import a CSV with a group column.
              </p>
            }
          >
            {(items) => (
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
                {items.map(({ member_id, memberships: m }) => (
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
                    <RowAction
                      icon={UserMinus}
                      label={`Remove ${m?.full_name ?? 'member'} from ${group.name}`}
                      variant="ghost"
                      onClick={() => remove.mutate(member_id)}
                      isLoading={remove.isPending && remove.variables === member_id}
                    >
                      Remove
                    </RowAction>
                  </li>
                ))}
              </ul>
            )}
          </QueryList>
        </div>
      </div>
    </Dialog>
  );
}
