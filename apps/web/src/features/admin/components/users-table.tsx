import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { describeError } from '@/lib/error-messages';
import { type AdminUser, adminKeys, listUsers, setUserDisabled } from '../api/admin-api';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { usePagedList } from '../hooks/use-paged-list';
import { formatAdminDate, formatAdminDateTime } from '../utils/format';
import { ChangeTypeDialog } from './change-type-dialog';
import { PagedList } from './paged-list';
import { SearchBox } from './search-pager';

/** Every account: search by name or e-mail; change the type; disable or enable, with a confirmation. */
export function UsersTable() {
  const t = useCatalogueT(catalogue);
  const { user: me } = useAuth();
  const queryClient = useQueryClient();
  const { search, list: users } = usePagedList(adminKeys.users, listUsers);
  const [typing, setTyping] = useState<AdminUser | null>(null);
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const toggle = useMutation({
    mutationFn: (u: AdminUser) => setUserDisabled(u.id, !u.disabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  const nameOf = (u: AdminUser) => u.full_name ?? u.email ?? t('admin.users.thisUser');

  return (
    <div className="space-y-4">
      <SearchBox
        value={search.text}
        onChange={search.setText}
        label={t('admin.users.search')}
        placeholder={t('admin.users.searchPlaceholder')}
      />
      <PagedList
        query={users}
        pageOf={(data) => data}
        isEmpty={(data) => data.users.length === 0}
        empty={
          <EmptyState
            icon={UserRound}
            title={search.q ? t('admin.users.noMatch', { q: search.q }) : t('admin.users.none')}
          />
        }
        noun={(count) => t('admin.noun.users', { count })}
        onPage={search.setPage}
        skeleton={
          <Card>
            <SkeletonList rows={8} className="px-4 sm:px-6" />
          </Card>
        }
      >
        {(data) => (
          <Card>
            <ul
              className="divide-y divide-slate-100"
              aria-label={t('admin.users.list')}
              data-testid="admin-users"
            >
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
                          {u.full_name ?? t('admin.users.noName')}
                        </span>
                        <Badge
                          variant={u.user_type === 'Admin' ? 'danger' : 'brand'}
                          data-testid="user-type"
                        >
                          {u.user_type
                            ? t('admin.type.option', { type: u.user_type })
                            : t('admin.users.typeNotSet')}
                        </Badge>
                        {u.disabled ? (
                          <Badge variant="danger">{t('admin.users.disabled')}</Badge>
                        ) : null}
                        {u.is_demo ? <Badge variant="warning">{t('admin.demo')}</Badge> : null}
                        {!u.email_confirmed_at ? (
                          <Badge>{t('admin.users.unconfirmed')}</Badge>
                        ) : null}
                        {isMe ? <Badge variant="success">{t('admin.users.you')}</Badge> : null}
                      </p>
                      <p className="truncate text-sm text-slate-600">{u.email}</p>
                      <p className="text-xs text-slate-500">
                        {t('admin.users.joined', {
                          joined: formatAdminDate(u.created_at),
                          lastSignIn: formatAdminDateTime(u.last_sign_in_at),
                        })}
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      <Button variant="outline" size="sm" onClick={() => setTyping(u)}>
                        {t('admin.users.changeType')}
                        <span className="sr-only">
                          {' '}
                          {t('admin.users.changeTypeOf', { name: nameOf(u) })}
                        </span>
                      </Button>
                      <Button
                        variant={u.disabled ? 'secondary' : 'ghost'}
                        size="sm"
                        disabled={isMe}
                        title={isMe ? t('admin.users.cannotDisableSelf') : undefined}
                        onClick={() => {
                          toggle.reset();
                          setToggling(u);
                        }}
                      >
                        {u.disabled ? t('admin.users.enable') : t('admin.users.disable')}
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
      <ChangeTypeDialog user={typing} onClose={() => setTyping(null)} onChanged={notify.saved} />
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={
          toggling
            ? t(toggling.disabled ? 'admin.users.enableTitle' : 'admin.users.disableTitle', {
                name: nameOf(toggling),
              })
            : ''
        }
        description={
          toggling?.disabled ? t('admin.users.enableText') : t('admin.users.disableText')
        }
        confirmLabel={
          toggling?.disabled ? t('admin.users.enableAccount') : t('admin.users.disableAccount')
        }
        isDestructive={!toggling?.disabled}
        isPending={toggle.isPending}
        error={toggle.isError ? describeError(toggle.error) : null}
        onConfirm={() =>
          toggling &&
          toggle.mutate(toggling, {
            onSuccess: (result) => {
              notify.saved(
                t(result.disabled ? 'admin.users.nowDisabled' : 'admin.users.nowEnabled', {
                  name: nameOf(toggling),
                }),
              );
              setToggling(null);
            },
          })
        }
      />
    </div>
  );
}
