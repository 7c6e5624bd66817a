import { Building2, Lock, Users } from 'lucide-react';
import { useCatalogueT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import type { Space } from '../api/types';
import { catalogue } from '../catalogue';

export function useSpaceName() {
  const t = useCatalogueT(catalogue);
  return (space: Space) =>
    space.kind === 'personal'
      ? t('files.space.personal')
      : space.kind === 'organization'
        ? t('files.space.organization', { name: space.name })
        : space.name;
}

/** The spaces as a list (wide screens) or a select (phones). */
export function SpaceNav({
  spaces,
  selectedId,
  onSelect,
}: {
  spaces: Space[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const t = useCatalogueT(catalogue);
  const nameOf = useSpaceName();
  return (
    <>
      <label className="block lg:hidden">
        <span className="mb-1 block text-sm font-medium text-slate-700">
          {t('files.space.label')}
        </span>
        <select
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
          value={selectedId ?? ''}
          onChange={(event) => onSelect(event.target.value)}
        >
          {spaces.map((space) => (
            <option key={space.id} value={space.id}>
              {nameOf(space)}
            </option>
          ))}
        </select>
      </label>
      <nav aria-label={t('files.space.label')} className="hidden lg:block">
        <ul className="space-y-1">
          {spaces.map((space) => {
            const Icon =
              space.kind === 'personal' ? Lock : space.kind === 'organization' ? Building2 : Users;
            const isSelected = space.id === selectedId;
            return (
              <li key={space.id}>
                <button
                  type="button"
                  onClick={() => onSelect(space.id)}
                  aria-current={isSelected ? 'page' : undefined}
                  className={cn(
                    'flex w-full items-start gap-2.5 rounded-lg px-3 py-2 text-left text-sm',
                    isSelected
                      ? 'bg-brand-50 font-semibold text-brand-800'
                      : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  <span className="min-w-0">
                    <span className="block truncate">{nameOf(space)}</span>
                    <span className="block text-xs font-normal text-slate-600">
                      {space.kind === 'personal'
                        ? t('files.space.personalHint')
                        : space.can_write
                          ? null
                          : t('files.space.readOnly')}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
