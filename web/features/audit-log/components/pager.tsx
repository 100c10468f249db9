import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { AuditListResponse } from '../../../../contract/account-safety.js';
import { Button } from '../../../components/ui/button';

/** 'Page 2 of 7 · 340 events' with Previous and Next. */
export function Pager({
  pagination,
  onPage,
  label,
  disabled,
}: {
  pagination: AuditListResponse['pagination'];
  onPage: (page: number) => void;
  label: string;
  disabled?: boolean;
}) {
  const { page, total, totalPages } = pagination;
  return (
    <nav aria-label={label} className="flex flex-col items-center gap-3 border-t pt-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground">
        Page {Math.min(page, Math.max(totalPages, 1))} of {Math.max(totalPages, 1)} ·{' '}
        {total === 1 ? '1 event' : `${total} events`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={disabled || page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
