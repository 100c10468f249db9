import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ProvisionResult } from '../../../../contract/compute.js';
import { CopyButton } from '../../../components/copy-button';
import { Button } from '../../../components/ui/button';

function Row({ label, value, copy }: { label: string; value: string | null; copy?: boolean }) {
  return (
    <div className="grid gap-0.5">
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
  return (
    <section
      aria-label="Provisioning summary"
      className="grid gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
    >
      <p className="flex items-start gap-2 font-semibold">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        {result.message}
      </p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Row label="Instance" value={result.name ?? result.instanceId} />
        <Row label="Plan" value={result.plan} />
        <Row label="Region" value={result.region} />
        <Row label="Username" value={result.adminUsername} copy />
        <div className="sm:col-span-2">
          {result.adminPassword ? (
            <Row label="Password" value={result.adminPassword} copy />
          ) : (
            <div className="grid gap-0.5">
              <dt className="text-xs font-medium uppercase tracking-wide text-emerald-800">Password</dt>
              <dd className="text-sm">Appears on the instance card as soon as the provider has created the machine.</dd>
            </div>
          )}
        </div>
      </dl>
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Save these credentials now: they may be shown only once.
      </p>
      {onDismiss && (
        <div>
          <Button size="sm" variant="outline" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      )}
    </section>
  );
}
