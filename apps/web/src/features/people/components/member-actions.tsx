import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  MailPlus,
  MoreHorizontal,
  Pencil,
  ScanFace,
  ShieldCheck,
  UserMinus,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import type { Member } from '../api/members';
import { catalogue } from '../catalogue';

export type MemberAction = 'edit' | 'role' | 'face' | 'guardians' | 'resend' | 'remove';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** The row's menu: edit details, change role, enrol face, remove. */
export function MemberActions({
  member,
  onAction,
}: {
  member: Member;
  onAction: (action: MemberAction, member: Member) => void;
}) {
  const t = useCatalogueT(catalogue);
  const isOwner = member.role === 'owner';
  const isGone = member.status === 'left' || member.status === 'rejected';
  const item = (action: MemberAction, icon: ReactNode, label: string, danger = false) => (
    <DropdownMenu.Item
      className={`${itemClass} ${danger ? 'text-red-700 data-[highlighted]:bg-red-50' : ''}`}
      onSelect={() => onAction(action, member)}
    >
      {icon}
      {label}
    </DropdownMenu.Item>
  );
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('people.actions.for', { name: member.full_name })}
        >
          <MoreHorizontal aria-hidden="true" className="h-5 w-5" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {item(
            'edit',
            <Pencil aria-hidden="true" className="h-4 w-4" />,
            t('people.actions.edit'),
          )}
          {!isOwner && !isGone
            ? item(
                'role',
                <ShieldCheck aria-hidden="true" className="h-4 w-4" />,
                t('people.actions.role'),
              )
            : null}
          {member.status === 'invited' && member.email
            ? item(
                'resend',
                <MailPlus aria-hidden="true" className="h-4 w-4" />,
                t('people.actions.resend'),
              )
            : null}
          {!isGone
            ? item(
                'face',
                <ScanFace aria-hidden="true" className="h-4 w-4" />,
                t('people.actions.face'),
              )
            : null}
          {member.role === 'student' && !isGone
            ? item(
                'guardians',
                <UsersRound aria-hidden="true" className="h-4 w-4" />,
                t('people.actions.guardians'),
              )
            : null}
          {!isOwner && member.status !== 'left' ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
              {item(
                'remove',
                <UserMinus aria-hidden="true" className="h-4 w-4" />,
                t('people.remove.confirm'),
                true,
              )}
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
