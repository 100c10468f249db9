import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { AuditListResponse } from '../../../../contract/account-safety.js';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../lib/i18n/messages';
import { auditLogMessages } from '../i18n';

/** 'Page 2 of 7 · 340 events' with Previous and Next (the count written by the caller). */
export function Pager({
  pagination,
  onPage,
  label,
  disabled,
  countText,
}: {
  pagination: AuditListResponse['pagination'];
  onPage: (page: number) => void;
  label: string;
  disabled?: boolean;
  /** '120 events', in the page's language. */
  countText: string;
}) {
  const t = useMessages(auditLogMessages);
  const { page, totalPages } = pagination;
  return (
    <nav aria-label={label} className="flex flex-col items-center gap-3 border-t pt-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground">
        {t('pageOf', { page: Math.min(page, Math.max(totalPages, 1)), pages: Math.max(totalPages, 1) })} · {countText}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
          {t('previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={disabled || page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('next')}
          <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
