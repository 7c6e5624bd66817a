import { ChevronRight } from 'lucide-react';
import { useCatalogueT } from '@/features/i18n';
import type { FileItem } from '../api/types';
import { catalogue } from '../catalogue';

/** The path from the space's top level to the open folder; each step opens that folder. */
export function FolderCrumbs({
  spaceName,
  folderId,
  folders,
  onOpen,
}: {
  spaceName: string;
  folderId: string | null;
  folders: FileItem[];
  onOpen: (folderId: string | null) => void;
}) {
  const t = useCatalogueT(catalogue);
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: FileItem[] = [];
  for (
    let at = folderId ? byId.get(folderId) : undefined;
    at;
    at = at.parent_id ? byId.get(at.parent_id) : undefined
  ) {
    path.unshift(at);
    if (path.length > 50) break;
  }
  const steps = [
    { id: null as string | null, name: spaceName },
    ...path.map((f) => ({ id: f.id as string | null, name: f.name })),
  ];
  return (
    <nav aria-label={t('files.crumbs.label')} className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {steps.map((step, index) => {
          const isLast = index === steps.length - 1;
          return (
            <li key={step.id ?? 'root'} className="flex min-w-0 items-center gap-1">
              {index > 0 ? (
                <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
              ) : null}
              {isLast ? (
                <span aria-current="page" className="truncate font-semibold text-slate-900">
                  {step.name}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => onOpen(step.id)}
                  className="truncate text-brand-700 hover:underline"
                >
                  {step.name}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
