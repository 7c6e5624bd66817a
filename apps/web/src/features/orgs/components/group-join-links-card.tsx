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
  const links = useQuery({
    queryKey: orgKeys.groupJoinLinks(orgId, scope),
    queryFn: () => fetchGroupJoinLinks(orgId, scope),
  });
  const staffCanApprove = useStaffCanApprove(orgId);
  const isClasses = role === 'teacher' || (role === 'owner' && kind === 'institute');
  const group = isClasses ? 'class' : 'group';
  const groups = isClasses ? 'classes' : 'groups';
  return (
    <Card data-testid="group-join-links">
      <CardHeader>
        <CardTitle>
          {role === 'owner' ? `A join link for each ${group}` : `Join links for your ${groups}`}
        </CardTitle>
        <CardDescription>
          {role === 'owner'
            ? `Besides the organisation’s join code, each ${group} can have a link of its own: people who join with it wait for approval as members of that ${group}, so its ${isClasses ? 'teacher' : 'in-charge'} sees them. `
            : `Send the link to new ${role === 'teacher' ? 'students' : 'people'}: they sign up, join your ${group} and wait for approval. `}
          {role === 'owner'
            ? staffCanApprove.data
              ? `The ${isClasses ? 'teacher' : 'in-charge'} of the ${group} may approve them too.`
              : 'You approve them under Join requests.'
            : staffCanApprove.data
              ? 'You approve them under “Waiting for approval”.'
              : 'The owner approves them.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isDemo ? (
          <p className="text-sm text-slate-600">Join links are not available in the demo.</p>
        ) : (
          <QueryList
            query={links}
            empty={
              <p className="text-sm text-slate-600">
                {role === 'owner'
                  ? `There are no ${groups} yet. Add one above, then make its link here.`
                  : `You are not responsible for any ${group} yet. The owner makes you responsible for one.`}
              </p>
            }
          >
            {(items) => (
              <ul className="divide-y divide-slate-100" aria-label={`Join link of each ${group}`}>
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
              label="Copy the join link"
              aria-label={`Copy the join link of ${link.name}`}
            />
            <Button size="sm" variant="outline" onClick={() => change.ask('renew')}>
              <RefreshCw aria-hidden="true" className="h-4 w-4" /> New link
            </Button>
            <Button size="sm" variant="ghost" onClick={() => change.ask('off')}>
              <Link2Off aria-hidden="true" className="h-4 w-4" /> Turn off
            </Button>
          </div>
        </>
      ) : (
        <Button
          size="sm"
          onClick={() => create.mutate()}
          isLoading={create.isPending}
          aria-label={`Create a join link for ${link.name}`}
        >
          <Link2 aria-hidden="true" className="h-4 w-4" /> Create a join link
        </Button>
      )}
      {create.error ? <Alert variant="error">{describeError(create.error)}</Alert> : null}
      <ConfirmDialog
        {...change.dialogProps}
        title={
          isOff ? `Turn off the join link of ${link.name}?` : `A new join link for ${link.name}?`
        }
        description={
          isOff
            ? 'Nobody can join with it any more. People who already joined stay. You can make a new link at any time.'
            : 'The current link and code stop working at once. People who already joined stay.'
        }
        confirmLabel={isOff ? 'Turn off' : 'Make a new link'}
        isDestructive={isOff}
      />
    </li>
  );
}
