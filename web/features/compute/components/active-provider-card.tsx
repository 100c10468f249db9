import { Cloud } from 'lucide-react';
import { AZURE_ACCESS_LABEL, AZURE_CONNECTIVITY_LABEL, AZURE_SIZE_LABEL, type ComputeMeta } from '../../../../contract/compute.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PROVIDER_LABELS } from '../instance-status';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{value}</dd>
    </div>
  );
}

/** 001 §2 Active Provider card: Azure's access, size and connectivity; Vultr's counts of regions, plans and systems. */
export function ActiveProviderCard({ meta }: { meta: ComputeMeta }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><Cloud className="size-5 text-primary" aria-hidden="true" />Active Provider</CardTitle>
        <p className="text-2xl font-bold">{meta.provider ? PROVIDER_LABELS[meta.provider] : 'None'}</p>
      </CardHeader>
      <CardContent>
        {meta.provider === 'azure' ? (
          <dl className="grid gap-3">
            <Fact label="Access" value={AZURE_ACCESS_LABEL} />
            <Fact label="Size" value={AZURE_SIZE_LABEL} />
            <Fact label="Connectivity" value={AZURE_CONNECTIVITY_LABEL} />
          </dl>
        ) : meta.provider === 'vultr' || meta.provider === 'digitalocean' ? (
          <dl className="grid gap-3">
            <Fact label="Regions" value={meta.regions.length} />
            <Fact label="Plans" value={meta.plans.length} />
            <Fact label="Operating systems" value={meta.operatingSystems.length} />
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">No cloud account is linked yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
