import * as Menu from '@radix-ui/react-dropdown-menu';
import { fallbackFullName, LOCALE_NAMES, LOCALES, type Profile } from '@ias/shared';
import { Check, ChevronDown, Languages, LogOut, ShieldCheck, UserCog } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { authStore } from '@/features/auth/stores/auth';
import { useChooseLanguage, useLocale, useT } from '@/features/i18n';
import { useShellT } from '../hooks/use-shell-t';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/** The person's picture; opens their account pages and signing out. */
export function ProfileMenu({ profile }: { profile: Profile | null }) {
  const navigate = useNavigate();
  const name = fallbackFullName(profile?.full_name, profile?.email);
  const t = useT();
  const shellT = useShellT();
  const locale = useLocale();
  const chooseLanguage = useChooseLanguage();
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        // The name shown beside the picture starts the button's name (WCAG 2.5.3, label in name).
        aria-label={shellT('shell.profile.menu', { name })}
        className="inline-flex items-center gap-2 rounded-full p-1 text-slate-700 hover:bg-slate-100 lg:pr-2"
      >
        <Avatar name={name} src={profile?.avatar_url} size="sm" />
        <span className="hidden max-w-[10rem] truncate text-sm font-medium lg:inline">{name}</span>
        <ChevronDown aria-hidden="true" className="hidden h-4 w-4 text-slate-500 lg:block" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <Menu.Label className="px-2.5 pb-2 pt-1.5">
            <span className="block truncate font-semibold text-slate-900">{name}</span>
            {profile?.email ? (
              <span className="block truncate text-sm text-slate-600">{profile.email}</span>
            ) : null}
            <Badge variant="brand" className="mt-1.5">
              {profile?.user_type ?? shellT('shell.profile.typeNotSet')}
            </Badge>
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-slate-100" />
          <Menu.Item asChild className={itemClasses}>
            <Link to="/profile">
              <UserCog aria-hidden="true" className="h-4 w-4 text-slate-500" />{' '}
              {shellT('shell.nav.accountSettings')}
            </Link>
          </Menu.Item>
          <Menu.Item asChild className={itemClasses}>
            <Link to="/auth-test">
              <ShieldCheck aria-hidden="true" className="h-4 w-4 text-slate-500" />{' '}
              {shellT('shell.nav.sessionCheck')}
            </Link>
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-slate-100" />
          <Menu.Label className="flex items-center gap-2.5 px-2.5 pb-1 pt-1.5 text-xs font-medium uppercase tracking-wide text-slate-500">
            <Languages aria-hidden="true" className="h-4 w-4" /> {t('i18n.language')}
          </Menu.Label>
          <Menu.RadioGroup value={locale} onValueChange={(value) => void chooseLanguage(value)}>
            {LOCALES.map((option) => (
              <Menu.RadioItem key={option} value={option} lang={option} className={itemClasses}>
                <span className="flex h-4 w-4 items-center justify-center">
                  <Menu.ItemIndicator>
                    <Check aria-hidden="true" className="h-4 w-4 text-brand-700" />
                  </Menu.ItemIndicator>
                </span>
                {LOCALE_NAMES[option]}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <Menu.Separator className="my-1 h-px bg-slate-100" />
          <Menu.Item
            className={itemClasses}
            onSelect={() => {
              // Protected pages send a person who signed out on purpose to the home page.
              void authStore.signOut('local').finally(() => void navigate('/', { replace: true }));
            }}
          >
            <LogOut aria-hidden="true" className="h-4 w-4 text-slate-500" />{' '}
            {shellT('shell.profile.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
