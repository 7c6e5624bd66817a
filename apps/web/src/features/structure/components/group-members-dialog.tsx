import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, UserMinus } from 'lucide-react';
import { Alert, Badge, Button, Dialog, Label } from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { RowAction } from '@/components/ui/row-action';
import { SearchInput } from '@/components/ui/search-input';
import { describeError } from '@/lib/error-messages';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { addGroupMembers, fetchGroupMembers, type Group, removeGroupMember } from '../api/groups';
import { structureKeys } from '../api/structure-keys';
import { useCandidateSearch } from '../hooks/use-candidate-search';
import { CandidateResults } from './candidate-results';

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
  const t = useCatalogueT(catalogue);
  const roleWord = (role: string) => t('structure.members.role', { role });
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
      title={t('structure.members.title', { name: group.name })}
      description={t('structure.members.description')}
      size="lg"
      footer={<Button onClick={onClose}>{t('structure.members.done')}</Button>}
    >
      <div className="space-y-5">
        <div className="space-y-1.5">
          <Label htmlFor="group-member-search">{t('structure.members.add')}</Label>
          <SearchInput
            id="group-member-search"
            placeholder={t('structure.members.searchPlaceholder')}
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
                  <Badge variant="success">{t('structure.members.inGroup')}</Badge>
                ) : (
                  <RowAction
                    icon={Plus}
                    label={t('structure.members.addPerson', { name: person.full_name })}
                    variant="outline"
                    onClick={() => add.mutate(person.id)}
                    isLoading={add.isPending && add.variables === person.id}
                  >
                    {t('structure.members.addButton')}
                  </RowAction>
                )}
              </li>
            )}
          </CandidateResults>
        </div>
        {error ? <Alert variant="error">{describeError(error)}</Alert> : null}
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">
            {members.data
              ? t('structure.members.headingCount', { count: members.data.length })
              : t('structure.members.heading')}
          </h3>
          <QueryList
            query={members}
            empty={<p className="text-sm text-slate-600">{t('structure.members.none')}</p>}
          >
            {(items) => (
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
                {items.map(({ member_id, memberships: m }) => (
                  <li key={member_id} className="flex items-center justify-between gap-3 px-3 py-2">
                    <span className="min-w-0 text-sm">
                      <span className="font-medium text-slate-900">
                        {m?.full_name ?? t('structure.members.unknown')}
                      </span>{' '}
                      <span className="text-slate-500">
                        {m ? roleWord(m.role) : ''}
                        {m?.roll_number || m?.employee_code
                          ? ` · ${m.roll_number ?? m.employee_code}`
                          : ''}
                        {m && m.status !== 'active'
                          ? ` · ${t('structure.members.status', { status: m.status })}`
                          : ''}
                      </span>
                    </span>
                    <RowAction
                      icon={UserMinus}
                      label={t('structure.members.remove', {
                        name: m?.full_name ?? t('structure.members.member'),
                        group: group.name,
                      })}
                      variant="ghost"
                      onClick={() => remove.mutate(member_id)}
                      isLoading={remove.isPending && remove.variables === member_id}
                    >
                      {t('structure.members.removeButton')}
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
