import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { describeError } from '@/lib/error-messages';
import { type AdminUser, adminKeys, listUsers, setUserDisabled } from '../api/admin-api';
import { usePagedList } from '../hooks/use-paged-list';
import { formatAdminDate, formatAdminDateTime } from '../utils/format';
import { ChangeTypeDialog } from './change-type-dialog';
import { PagedList } from './paged-list';
import { SearchBox } from './search-pager';

/** Every account: search by name or e-mail; change the type; disable or enable, with a confirmation. */
export function UsersTable() {
  const { user: me } = useAuth();
  const queryClient = useQueryClient();
  const { search, list: users } = usePagedList(adminKeys.users, listUsers);
  const [typing, setTyping] = useState<AdminUser | null>(null);
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const toggle = useMutation({
    mutationFn: (u: AdminUser) => setUserDisabled(u.id, !u.disabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  const nameOf = (u: AdminUser) => u.full_name ?? u.email ?? 'this user';

  return (
    <div className="space-y-4">
      <SearchBox
        value={search.text}
        onChange={search.setText}
        label="Search users"
        placeholder="Search by name or e-mail"
      />
      {done ? <Alert variant="success">{done}</Alert> : null}
      <PagedList
        query={users}
        pageOf={(data) => data}
        isEmpty={(data) => data.users.length === 0}
        empty={
          <EmptyState
            icon={UserRound}
            title={search.q ? `Nobody matches “${search.q}”` : 'No users yet'}
          />
        }
        noun="users"
        onPage={search.setPage}
      >
        {(data) => (
          <Card>
            <ul className="divide-y divide-slate-100" aria-label="Users" data-testid="admin-users">
              {data.users.map((u) => {
                const isMe = u.id === me?.id;
                return (
                  <li
                    key={u.id}
                    className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:px-6"
                    data-testid="admin-user-row"
                    data-email={u.email ?? ''}
                  >
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-medium text-slate-900">
                          {u.full_name ?? '(no name)'}
                        </span>
                        <Badge
                          variant={u.user_type === 'Admin' ? 'danger' : 'brand'}
                          data-testid="user-type"
                        >
                          {u.user_type ?? 'Type not set'}
                        </Badge>
                        {u.disabled ? <Badge variant="danger">Disabled</Badge> : null}
                        {u.is_demo ? <Badge variant="warning">Demo</Badge> : null}
                        {!u.email_confirmed_at ? <Badge>E-mail not confirmed</Badge> : null}
                        {isMe ? <Badge variant="success">You</Badge> : null}
                      </p>
                      <p className="truncate text-sm text-slate-600">{u.email}</p>
                      <p className="text-xs text-slate-500">
                        Joined {formatAdminDate(u.created_at)} · last sign-in{' '}
                        {formatAdminDateTime(u.last_sign_in_at)}
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => {
                          setDone(null);
                          setTyping(u);
                        }}
                      >
                        Change type<span className="sr-only"> of {nameOf(u)}</span>
                      </Button>
                      <Button
                        variant={u.disabled ? 'secondary' : 'ghost'}
                        size="sm"
                        disabled={isMe}
                        title={isMe ? 'You cannot disable your own account' : undefined}
                        onClick={() => {
                          setDone(null);
                          toggle.reset();
                          setToggling(u);
                        }}
                      >
                        {u.disabled ? 'Enable' : 'Disable'}
                        <span className="sr-only"> {nameOf(u)}</span>
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </Card>
        )}
      </PagedList>
      <ChangeTypeDialog user={typing} onClose={() => setTyping(null)} onChanged={setDone} />
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={toggling ? `${toggling.disabled ? 'Enable' : 'Disable'} ${nameOf(toggling)}?` : ''}
        description={
          toggling?.disabled
            ? 'They can sign in again with their password or Google.'
            : 'They are signed out everywhere at once and cannot sign in until an Admin enables the account. Their data and history stay.'
        }
        confirmLabel={toggling?.disabled ? 'Enable account' : 'Disable account'}
        isDestructive={!toggling?.disabled}
        isPending={toggle.isPending}
        error={toggle.isError ? describeError(toggle.error) : null}
        onConfirm={() =>
          toggling &&
          toggle.mutate(toggling, {
            onSuccess: (result) => {
              setDone(`${nameOf(toggling)} is ${result.disabled ? 'disabled' : 'enabled again'}.`);
              setToggling(null);
            },
          })
        }
      />
    </div>
  );
}
