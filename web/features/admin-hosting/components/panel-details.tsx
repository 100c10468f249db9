import { TriangleAlert } from 'lucide-react';
import type { AdminHostingAccount } from '../../../../contract/hosting.js';
import { formatDate } from '../format-date';
import { formatCountLimit } from '../../../lib/format-quota';

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
  const whm = account.whmData;
  if (!whm || whm.error) {
    const reason = whm?.error ?? account.provisionError ?? 'This account was not found on the WHM server.';
    return (
      <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-medium">No panel data.</span> {reason}
        </span>
      </p>
    );
  }
  const limits = whm.limits;
  return (
    <dl
      aria-label="Panel details"
      className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-md border bg-muted/40 p-3 sm:grid-cols-4"
    >
      <Detail label="Package" value={whm.package ?? '–'} />
      <Detail label="IP" value={whm.ip ?? '–'} />
      <Detail label="Theme" value={whm.theme ?? '–'} />
      <Detail label="Start date" value={formatDate(whm.startdate)} />
      <Detail label="Email accounts" value={formatCountLimit(limits?.maxpop)} />
      <Detail label="MySQL databases" value={formatCountLimit(limits?.maxsql)} />
      <Detail label="FTP accounts" value={formatCountLimit(limits?.maxftp)} />
      <Detail label="Subdomains" value={formatCountLimit(limits?.maxsub)} />
    </dl>
  );
}
