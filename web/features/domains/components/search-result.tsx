import { CircleCheck, CircleX, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { DomainSearchState } from '../hooks/use-domain-search';
import { SupportSentence } from '../../../components/support-contact';
import { useMessages } from '../../../lib/i18n/messages';
import { domainsMessages } from '../i18n';

/** What the last search found: the checking spinner, an available name with its action, or why not. */
export function SearchResult({ state, action }: { state: DomainSearchState; action: ReactNode }) {
  const t = useMessages(domainsMessages);
  if (state.status === 'submitted' || state.status === 'checking') {
    return (
      <div className="flex items-center gap-2 rounded-lg border bg-muted/40 p-4">
        <Spinner label={t('checking', { domain: state.domain })} />
      </div>
    );
  }
  if (state.status === 'available') {
    return (
      <div className="grid gap-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4 sm:p-5">
        <p className="flex items-start gap-2 font-semibold text-emerald-900">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{t('available', { domain: state.domain })}</span>
        </p>
        {action}
      </div>
    );
  }
  if (state.status === 'unavailable') {
    return (
      <div className="grid gap-1 rounded-lg border border-red-200 bg-red-50 p-4 sm:p-5">
        <p className="flex items-start gap-2 font-semibold text-red-900">
          <CircleX className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{t('notAvailable', { domain: state.domain })}</span>
        </p>
        {state.message && <p className="ps-7 text-sm text-red-800">{state.message}</p>}
      </div>
    );
  }
  return null;
}

/** The device-limit notice of 000 §8 on the domain path: registration from this device is over. */
export function DeviceLimitNotice({ children }: { children?: ReactNode }) {
  const t = useMessages(domainsMessages);
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-red-200 bg-card p-4 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
        {t('deviceLimitTitle')}
      </p>
      <p>
        <SupportSentence format={(values) => t('deviceLimit', values)} />
      </p>
      {children}
    </div>
  );
}
