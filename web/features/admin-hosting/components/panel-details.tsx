import { TriangleAlert } from 'lucide-react';
import type { AdminHostingAccount } from '../../../../contract/hosting.js';
import { formatDate } from '../format-date';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';
import { useQuotaText } from '../../../lib/use-quota-text';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium" title={value}>
        {value}
      </dd>
    </div>
  );
}

/** What WHM says about the account (001 §2), or why we could not read it. */
export function PanelDetails({ account }: { account: AdminHostingAccount }) {
  const t = useMessages(hostingMessages);
  const quota = useQuotaText();
  const locale = useLocale();
  const whm = account.whmData;
  if (!whm || whm.error) {
    const reason = whm?.error ?? account.provisionError ?? t('notOnWhm');
    return (
      <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-medium">{t('noPanelData')}</span> {reason}
        </span>
      </p>
    );
  }
  const limits = whm.limits;
  return (
    <dl
      aria-label={t('panelDetails')}
      className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-md border bg-muted/40 p-3 sm:grid-cols-4"
    >
      <Detail label={t('package')} value={whm.package ?? '–'} />
      <Detail label={t('ip')} value={whm.ip ?? '–'} />
      <Detail label={t('theme')} value={whm.theme ?? '–'} />
      <Detail label={t('startDate')} value={formatDate(whm.startdate, locale)} />
      <Detail label={t('emailAccounts')} value={quota.countLimit(limits?.maxpop)} />
      <Detail label={t('mysqlDatabases')} value={quota.countLimit(limits?.maxsql)} />
      <Detail label={t('ftpAccounts')} value={quota.countLimit(limits?.maxftp)} />
      <Detail label={t('subdomains')} value={quota.countLimit(limits?.maxsub)} />
    </dl>
  );
}
