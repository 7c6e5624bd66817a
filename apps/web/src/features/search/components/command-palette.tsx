import type { UserType } from '@ias/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { Hash, Search, UserRound } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSettledValue } from '@/lib/use-settled-value';
import { useNavigate } from 'react-router';
import { useCatalogueT } from '@/features/i18n';
import { actionsFor, filterNavigation, navigationFor } from '@/features/shell/utils/app-navigation';
import { findInOrganization } from '../api/find';
import { catalogue } from '../catalogue';

const itemClasses =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-slate-700 data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-800 data-[disabled=true]:cursor-default data-[disabled=true]:opacity-60';
const groupClasses =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-slate-500';

/** cmdk's identity of an item (what it is and which), distinct across the kinds. */
const itemValue = (kind: 'person' | 'group' | 'page' | 'action', id: string) => `${kind}:${id}`;

/**
 * Ctrl/⌘-K: the pages the person may use and the things they may do there (check in, approve
 * requests, invite people…), and for owners the people and groups of their organisation, found by
 * name (or roll number / employee code) and opened with the keyboard.
 */
export default function CommandPalette({
  open,
  onOpenChange,
  type,
  dashboard,
  orgId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: UserType | null;
  dashboard: string;
  /** The organisation whose people and groups are searched (owners); none: pages only. */
  orgId: string | null;
}) {
  const t = useCatalogueT(catalogue);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const settled = useSettledValue(query.trim(), 200);
  const all = useMemo(() => navigationFor(type), [type]);
  // Pages match as in the sidebar's search box (label, section or keyword contains the text),
  // in the sidebar's order, so Enter opens what the sidebar would show first.
  const sections = useMemo(() => filterNavigation(all, query), [all, query]);
  // Actions after the pages, so Enter on a page's name still opens that page.
  const actions = useMemo(() => actionsFor(type, query), [type, query]);
  const found = useQuery({
    queryKey: ['search', orgId, settled],
    queryFn: ({ signal }) => findInOrganization(orgId!, settled, signal),
    enabled: open && Boolean(orgId) && settled.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const hits = settled.length >= 2 ? found.data : undefined;
  // People and groups found for an earlier text (shown while the current one is searched) are
  // dimmed and cannot be chosen: otherwise typing selects one of them, ↓ moves among them, and the
  // answer takes the chosen one away and the selection jumps to the top.
  const current = settled === query.trim() && !found.isPlaceholderData;
  // What can be chosen, in the list's order; the selection is one of these, kept by value.
  const choices = useMemo(
    () => [
      ...(current && hits
        ? [
            ...hits.people.map((p) => itemValue('person', p.id)),
            ...hits.groups.map((g) => itemValue('group', g.id)),
          ]
        : []),
      ...sections.flatMap((section) => section.items.map((item) => itemValue('page', item.id))),
      ...actions.map((action) => itemValue('action', action.id)),
    ],
    [current, hits, sections, actions],
  );
  const [selected, setSelected] = useState('');
  // When results arrive the selection stays on the item the person chose; only when it is no
  // longer there (or nothing is chosen yet) does the first item take it.
  useEffect(() => {
    if (!choices.includes(selected)) setSelected(choices[0] ?? '');
  }, [choices, selected]);

  const go = (to: string) => {
    onOpenChange(false);
    setQuery('');
    setSelected('');
    void navigate(to);
  };

  return (
    <Command.Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setQuery('');
          setSelected('');
        }
      }}
      value={selected}
      onValueChange={setSelected}
      label={t('search.title')}
      shouldFilter={false}
      loop
      overlayClassName="fixed inset-0 z-50 bg-slate-900/40"
      contentClassName="fixed left-1/2 top-[10vh] z-50 w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4">
        <Search aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
        <Command.Input
          value={query}
          onValueChange={setQuery}
          placeholder={t('search.placeholder')}
          className="h-12 w-full bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500"
        />
      </div>
      <Command.List className="max-h-[60vh] overflow-y-auto p-2">
        {found.isFetching && !hits ? (
          <Command.Loading>
            <p className="px-3 py-2 text-sm text-slate-500">{t('search.searching')}</p>
          </Command.Loading>
        ) : null}
        <Command.Empty className="px-3 py-6 text-center text-sm text-slate-600">
          {t('search.empty', { query: query.trim() })}
        </Command.Empty>
        {hits?.people.length ? (
          <Command.Group heading={t('search.people')} className={groupClasses}>
            {hits.people.map((person) => (
              <Command.Item
                key={person.id}
                value={itemValue('person', person.id)}
                disabled={!current}
                onSelect={() => go(`${dashboard}/people?q=${encodeURIComponent(person.full_name)}`)}
                className={itemClasses}
              >
                <UserRound aria-hidden="true" className="h-4 w-4 text-slate-500" />
                <span className="min-w-0 flex-1 truncate">{person.full_name}</span>
                <span className="text-xs text-slate-500">
                  {[person.number, person.role].filter(Boolean).join(' · ')}
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
        {hits?.groups.length ? (
          <Command.Group heading={t('search.groups')} className={groupClasses}>
            {hits.groups.map((group) => (
              <Command.Item
                key={group.id}
                value={itemValue('group', group.id)}
                disabled={!current}
                onSelect={() => go(`${dashboard}/people?group=${group.id}`)}
                className={itemClasses}
              >
                <Hash aria-hidden="true" className="h-4 w-4 text-slate-500" />
                <span className="min-w-0 flex-1 truncate">{group.name}</span>
                <span className="text-xs text-slate-500">{t('search.groupHint')}</span>
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
        {sections.map((section) => (
          <Command.Group key={section.id} heading={section.label} className={groupClasses}>
            {section.items.map(({ id, label, to, Icon }) => (
              <Command.Item
                key={id}
                value={itemValue('page', id)}
                onSelect={() => go(to)}
                className={itemClasses}
              >
                <Icon aria-hidden="true" className="h-4 w-4 text-slate-500" />
                {label}
              </Command.Item>
            ))}
          </Command.Group>
        ))}
        {actions.length ? (
          <Command.Group heading={t('search.actions')} className={groupClasses}>
            {actions.map(({ id, label, to, Icon }) => (
              <Command.Item
                key={id}
                value={itemValue('action', id)}
                onSelect={() => go(to)}
                className={itemClasses}
              >
                <Icon aria-hidden="true" className="h-4 w-4 text-slate-500" />
                {label}
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
      </Command.List>
      {found.isError ? (
        <p role="alert" className="border-t border-slate-200 px-4 py-2 text-sm text-red-700">
          {t('search.failed')}
        </p>
      ) : null}
      <p className="border-t border-slate-200 px-4 py-2 text-xs text-slate-500">
        {t('search.hint')}
      </p>
    </Command.Dialog>
  );
}
