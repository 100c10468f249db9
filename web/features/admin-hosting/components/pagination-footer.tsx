import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination } from '../../../../contract/hosting.js';
import { Button } from '../../../components/ui/button';
import { formatCountIn } from '../../../lib/format-in-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';

/** 001 §9: up to 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/** The pages to offer: a window of up to 5 around the current page, kept inside 1..totalPages. */
export function pageWindow(page: number, totalPages: number): number[] {
  const count = Math.min(MAX_PAGE_BUTTONS, Math.max(totalPages, 0));
  const start = Math.max(1, Math.min(page - Math.floor(MAX_PAGE_BUTTONS / 2), totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** 'Showing X to Y of Z accounts' with Previous/Next and the page buttons. */
export function PaginationFooter({
  pagination,
  onPage,
  disabled,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
  disabled?: boolean;
}) {
  const t = useMessages(hostingMessages);
  const locale = useLocale();
  const count = (n: number) => formatCountIn(locale, n);
  const { page, limit, total, totalPages, hasPrevious, hasNext } = pagination;
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return (
    <nav
      aria-label={t('pagesLabel')}
      className="flex flex-col items-center gap-3 border-t pt-4 sm:flex-row sm:justify-between"
    >
      <p className="text-sm text-muted-foreground">
        {t('showing', { from: count(from), to: count(to), total: count(total) })}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-1">
        <Button variant="outline" size="sm" disabled={disabled || !hasPrevious} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          {t('previous')}
        </Button>
        {pageWindow(page, totalPages).map((n) => (
          <Button
            key={n}
            variant={n === page ? 'default' : 'outline'}
            size="sm"
            className="min-w-9"
            aria-label={t('pageNumber', { page: count(n) })}
            aria-current={n === page ? 'page' : undefined}
            disabled={disabled}
            onClick={() => n !== page && onPage(n)}
          >
            {count(n)}
          </Button>
        ))}
        <Button variant="outline" size="sm" disabled={disabled || !hasNext} onClick={() => onPage(page + 1)}>
          {t('next')}
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </Button>
      </div>
    </nav>
  );
}
