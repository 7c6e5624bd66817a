import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, Link2Off, RefreshCw } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
} from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { describeError } from '@/lib/error-messages';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import {
  fetchGroupJoinLinks,
  type GroupJoinLink,
  renewGroupJoinCode,
  turnOffGroupJoinCode,
} from '../api/group-join-links';
import { orgKeys } from '../api/memberships';
import { useStaffCanApprove } from '../hooks/use-staff-can-approve';
import { joinLink } from '../utils/remembered-join';
import { CopyButton } from './copy-button';
import { useOrgsT } from '../hooks/use-orgs-t';

/**
 * A join link for each class or group: for a teacher or in-charge, the ones they lead; for the
 * owner, every group. People who join with it wait for approval as members of that group; a new
 * link stops the old one.
 */
export function GroupJoinLinksCard({
  orgId,
  role,
  isDemo,
  kind = 'institute',
}: {
  orgId: string;
  role: 'teacher' | 'incharge' | 'owner';
  isDemo: boolean;
  /** The organisation's kind, for the owner's wording (classes or groups). */
  kind?: 'institute' | 'company';
}) {
  const scope = role === 'owner' ? 'all' : 'led';
  const t = useOrgsT();
  const links = useQuery({
    queryKey: orgKeys.groupJoinLinks(orgId, scope),
    queryFn: () => fetchGroupJoinLinks(orgId, scope),
  });
  const staffCanApprove = useStaffCanApprove(orgId);
  const isClasses = role === 'teacher' || (role === 'owner' && kind === 'institute');
  const unit = isClasses ? 'class' : 'group';
  return (
    <Card data-testid="group-join-links">
      <CardHeader>
        <CardTitle>
          {t(role === 'owner' ? 'orgs.groupLinks.titleOwner' : 'orgs.groupLinks.titleStaff', {
            unit,
          })}
        </CardTitle>
        <CardDescription>
          {role === 'owner'
            ? t('orgs.groupLinks.aboutOwner', { unit })
            : t(
                role === 'teacher'
                  ? 'orgs.groupLinks.aboutTeacher'
                  : 'orgs.groupLinks.aboutIncharge',
                { unit },
              )}{' '}
          {role === 'owner'
            ? staffCanApprove
              ? t('orgs.groupLinks.approveStaff', { unit })
              : t('orgs.groupLinks.approveOwner')
            : staffCanApprove
              ? t('orgs.groupLinks.approveYou')
              : t('orgs.groupLinks.approveByOwner')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isDemo ? (
          <p className="text-sm text-slate-600">{t('orgs.groupLinks.demo')}</p>
        ) : (
          <QueryList
            query={links}
            empty={
              <p className="text-sm text-slate-600">
                {t(role === 'owner' ? 'orgs.groupLinks.emptyOwner' : 'orgs.groupLinks.emptyStaff', {
                  unit,
                })}
              </p>
            }
          >
            {(items) => (
              <ul
                className="divide-y divide-slate-100"
                aria-label={t('orgs.groupLinks.list', { unit })}
              >
                {items.map((link) => (
                  <JoinLinkRow key={link.group_id} link={link} orgId={orgId} scope={scope} />
                ))}
              </ul>
            )}
          </QueryList>
        )}
      </CardContent>
    </Card>
  );
}

function JoinLinkRow({
  link,
  orgId,
  scope,
}: {
  link: GroupJoinLink;
  orgId: string;
  scope: 'led' | 'all';
}) {
  const t = useOrgsT();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: orgKeys.groupJoinLinks(orgId, scope) });
  const create = useMutation({
    mutationFn: () => renewGroupJoinCode(link.group_id),
    onSuccess: refresh,
  });
  const change = useConfirmedMutation<'renew' | 'off'>({
    mutationFn: (action) =>
      action === 'renew' ? renewGroupJoinCode(link.group_id) : turnOffGroupJoinCode(link.group_id),
    onSuccess: refresh,
  });
  const isOff = change.target === 'off';
  const url = link.code ? joinLink(link.code) : null;
  return (
    <li className="space-y-2 py-3" data-testid="group-join-link">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">{link.name}</span>
        {link.code ? (
          <code
            className="rounded bg-slate-50 px-2 py-0.5 font-mono text-sm font-semibold tracking-[0.15em] text-slate-900 ring-1 ring-slate-200"
            data-testid="group-join-code"
          >
            {link.code}
          </code>
        ) : null}
      </div>
      {url ? (
        <>
          <p className="break-all text-xs text-slate-600" data-testid="group-join-url">
            {url}
          </p>
          <div className="flex flex-wrap gap-2">
            <CopyButton
              text={url}
              label={t('orgs.groupLinks.copy')}
              aria-label={t('orgs.groupLinks.copyNamed', { name: link.name })}
            />
            <Button size="sm" variant="outline" onClick={() => change.ask('renew')}>
              <RefreshCw aria-hidden="true" className="h-4 w-4" /> {t('orgs.groupLinks.renew')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => change.ask('off')}>
              <Link2Off aria-hidden="true" className="h-4 w-4" /> {t('orgs.groupLinks.off')}
            </Button>
          </div>
        </>
      ) : (
        <Button
          size="sm"
          onClick={() => create.mutate()}
          isLoading={create.isPending}
          aria-label={t('orgs.groupLinks.createNamed', { name: link.name })}
        >
          <Link2 aria-hidden="true" className="h-4 w-4" /> {t('orgs.groupLinks.create')}
        </Button>
      )}
      {create.error ? <Alert variant="error">{describeError(create.error)}</Alert> : null}
      <ConfirmDialog
        {...change.dialogProps}
        title={
          isOff
            ? t('orgs.groupLinks.offTitle', { name: link.name })
            : t('orgs.groupLinks.renewTitle', { name: link.name })
        }
        description={isOff ? t('orgs.groupLinks.offBody') : t('orgs.groupLinks.renewBody')}
        confirmLabel={t(isOff ? 'orgs.groupLinks.off' : 'orgs.groupLinks.renewConfirm')}
        isDestructive={isOff}
      />
    </li>
  );
}
