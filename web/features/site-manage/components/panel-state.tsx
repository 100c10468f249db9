import { useMessages } from '../../../lib/i18n/messages';
import { siteManageMessages } from '../i18n';
import { RefreshCw, ServerCrash } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';

/** A panel's loading and failure states: "could not reach the server" with a Retry, never a blank panel. */
export function PanelState({
  isLoading,
  error,
  onRetry,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useMessages(siteManageMessages);
  if (isLoading) return <Spinner label={t('askingServer')} className="text-sm" />;
  if (error)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <ServerCrash className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1">{errorMessage(error, t('serverUnreachable'))}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RefreshCw className="size-3.5" aria-hidden="true" /> {t('retry')}
        </Button>
      </div>
    );
  return <>{children}</>;
}

/** A section of the page: a title, one line on what it is for, its content. */
export function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{lead}</p>
      </div>
      {children}
    </section>
  );
}
