import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { formatNumber } from '@ias/shared';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** A search box above an Admin list. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}) {
  return (
    <SearchInput
      className="w-full sm:max-w-sm"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** "Page 2 of 5 · 112 users" with previous/next; `noun` says what is counted, in the plural that fits. */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  onPage,
  extra,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: (count: number) => string;
  onPage: (page: number) => void;
  extra?: ReactNode;
}) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p aria-live="polite" data-testid="pager-text">
        {t('admin.pager.text', {
          page: Math.min(page, pages),
          pages,
          count: formatNumber(total, locale),
          noun: noun(total),
        })}
        {extra}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" /> {t('admin.pager.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('admin.pager.next')} <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </div>
  );
}
