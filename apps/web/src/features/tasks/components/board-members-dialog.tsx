import { useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Dialog, Input, Select, SkeletonList } from '@/components/ui';
import * as api from '../api/board-members';
import { tasksKeys } from '../api/tasks-keys';
import type { Board } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';
import { taskErrorMessage } from '../utils/errors';

/** Who else works on a shared board: owners add people of the organisation as editors or viewers. */
export function BoardMembersDialog({ board, onClose }: { board: Board; onClose: () => void }) {
  const t = useTasksT();
  const queryClient = useQueryClient();
  const orgId = board.orgId ?? '';
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<'editor' | 'viewer'>('editor');
  const [error, setError] = useState<string | null>(null);
  const members = useQuery({
    queryKey: tasksKeys.boardMembers(board.id),
    queryFn: () => api.fetchBoardMembers(board.id, orgId),
  });
  const found = useQuery({
    queryKey: tasksKeys.accounts(orgId, search),
    queryFn: () => api.searchAccounts(orgId, search),
    enabled: search.trim().length > 0,
  });
  const change = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
      setSearch('');
    } catch (failure) {
      setError(taskErrorMessage(failure, t));
    } finally {
      await queryClient.invalidateQueries({ queryKey: tasksKeys.boardMembers(board.id) });
    }
  };
  const added = new Set((members.data ?? []).map((m) => m.user_id));
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t('tasks.members.title')}
      description={t('tasks.members.intro')}
    >
      <div className="space-y-4">
        {error ? <Alert variant="error">{error}</Alert> : null}
        {members.isLoading ? <SkeletonList rows={3} /> : null}
        {members.error ? (
          <Alert variant="error">
            {taskErrorMessage(members.error, t)}{' '}
            <Button size="sm" variant="outline" onClick={() => void members.refetch()}>
              {t('tasks.retry')}
            </Button>
          </Alert>
        ) : null}
        {members.data?.length === 0 ? (
          <p className="text-sm text-slate-600">{t('tasks.members.none')}</p>
        ) : null}
        <ul className="space-y-1">
          {(members.data ?? []).map((member) => (
            <li key={member.user_id} className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 truncate">{member.name}</span>
              <span className="text-slate-600">
                {member.role === 'editor' ? t('tasks.members.editor') : t('tasks.members.viewer')}
              </span>
              <Button
                size="sm"
                variant="ghost"
                className="px-1.5"
                aria-label={t('tasks.assignees.remove', { name: member.name })}
                onClick={() => change(() => api.removeBoardMember(board.id, member.user_id))}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
        <div className="grid gap-2 sm:grid-cols-[1fr_9rem]">
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('tasks.members.search')}
            aria-label={t('tasks.members.search')}
          />
          <Select
            value={role}
            onChange={(event) => setRole(event.target.value as 'editor' | 'viewer')}
            aria-label={t('tasks.members.role')}
            options={[
              { value: 'editor', label: t('tasks.members.editor') },
              { value: 'viewer', label: t('tasks.members.viewer') },
            ]}
          />
        </div>
        {found.data && found.data.length > 0 ? (
          <ul className="max-h-48 overflow-y-auto rounded-lg border border-slate-200">
            {found.data
              .filter((person) => !added.has(person.user_id))
              .map((person) => (
                <li key={person.user_id}>
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50"
                    onClick={() => change(() => api.addBoardMember(board.id, person.user_id, role))}
                  >
                    {t('tasks.members.add', { name: person.full_name })}
                  </button>
                </li>
              ))}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
}
