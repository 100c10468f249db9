import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ProvisionResult } from '../../../../contract/compute.js';
import { CopyButton } from '../../../components/copy-button';
import { Button } from '../../../components/ui/button';

function Row({
  label,
  value,
  copy,
  className = '',
}: {
  label: string;
  value: string | null;
  copy?: boolean;
  className?: string;
}) {
  // Each pair in one div straight under the <dl>: a list may hold only dt/dd groups (or divs of them) as children.
  return (
    <div className={`grid gap-0.5 ${className}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-emerald-800">{label}</dt>
      <dd className="flex min-h-9 min-w-0 items-center gap-2 text-sm">
        <span className="min-w-0 flex-1 break-all font-mono">{value ?? '–'}</span>
        {copy && value && <CopyButton value={value} label={label} />}
      </dd>
    </div>
  );
}

/** 001 §2: after provisioning, a green summary with name or id, plan, region, username and password, shown once. */
export function ProvisionSummary({ result, onDismiss }: { result: ProvisionResult; onDismiss?: () => void }) {
  const t = useMessages(computeMessages);
  return (
    <section
      aria-label={t('provisioningSummary')}
      className="grid gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
    >
      <p className="flex items-start gap-2 font-semibold">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        {result.message}
      </p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Row label={t('instance')} value={result.name ?? result.instanceId} />
        <Row label={t('plan')} value={result.plan} />
        <Row label={t('region')} value={result.region} />
        <Row label={t('username')} value={result.adminUsername} copy />
        {result.adminPassword ? (
          <Row label={t('password')} value={result.adminPassword} copy className="sm:col-span-2" />
        ) : (
          <div className="grid gap-0.5 sm:col-span-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-emerald-800">{t('password')}</dt>
            <dd className="text-sm">{t('passwordAppears')}</dd>
          </div>
        )}
      </dl>
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('saveCredentials')}
      </p>
      {onDismiss && (
        <div>
          <Button size="sm" variant="outline" onClick={onDismiss}>
            {t('dismiss')}
          </Button>
        </div>
      )}
    </section>
  );
}
