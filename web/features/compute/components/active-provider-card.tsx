import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { Cloud } from 'lucide-react';
import type { ComputeMeta } from '../../../../contract/compute.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{value}</dd>
    </div>
  );
}

/**
 * 001 §2 Active Provider card: a trial provider's facts (access, size, connectivity, from the server); a catalogue
 * provider's counts of regions, plans and systems. The label comes from the server's registry.
 */
export function ActiveProviderCard({ meta }: { meta: ComputeMeta }) {
  const t = useMessages(computeMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Cloud className="size-5 text-primary" aria-hidden="true" />
          {t('activeProvider')}
        </CardTitle>
        <p className="text-2xl font-bold">{meta.provider ? (meta.label ?? meta.provider) : t('none')}</p>
      </CardHeader>
      <CardContent>
        {meta.provider && meta.launchMode === 'trial' ? (
          <dl className="grid gap-3">
            {(meta.facts ?? []).map((fact) => (
              <Fact key={fact.label} label={fact.label} value={fact.value} />
            ))}
          </dl>
        ) : meta.provider ? (
          <dl className="grid gap-3">
            <Fact label={t('regions')} value={meta.regions.length} />
            <Fact label={t('plans')} value={meta.plans.length} />
            <Fact label={t('operatingSystems')} value={meta.operatingSystems.length} />
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t('noCloudAccount')}</p>
        )}
      </CardContent>
    </Card>
  );
}
