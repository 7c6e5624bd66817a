import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui';

const number = new Intl.NumberFormat('en-IN');

/** "Showing 26–50 of 3,214" with previous/next buttons. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  noun = 'people',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  noun?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total ? page * pageSize + 1 : 0;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {total
          ? `Showing ${number.format(first)}–${number.format(last)} of ${number.format(total)} ${noun}`
          : `No ${noun}`}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page === 0}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4" /> Previous
          </Button>
          <span className="text-sm text-slate-600">
            Page {page + 1} of {number.format(pages)}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page + 1 >= pages}
            onClick={() => onPage(page + 1)}
          >
            Next <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
