import { Rocket } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { COMPUTE_MESSAGES, type ComputeMeta, type ProvisionResult } from '../../../../contract/compute.js';
import { FieldSelect } from '../../../components/field-select';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useProvisionInstance } from '../api/provision-instance';
import { planLabel, plansInRegion, regionLabel } from '../launch-options';

/** 001 §2 Vultr launch card: region, plan and OS selects, an optional label, 'Launch Vultr Instance'. */
export function VultrLaunchCard({ meta, onLaunched }: { meta: ComputeMeta; onLaunched: (result: ProvisionResult) => void }) {
  const provision = useProvisionInstance();
  const [region, setRegion] = useState('');
  const [plan, setPlan] = useState('');
  const [osId, setOsId] = useState('');
  const [label, setLabel] = useState('');
  const plans = useMemo(() => plansInRegion(meta.plans, region), [meta.plans, region]);

  const chooseRegion = (next: string) => {
    setRegion(next);
    // A plan not sold in the new region cannot stay chosen.
    if (plan && !plansInRegion(meta.plans, next).some((p) => p.id === plan)) setPlan('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!plan || !region || !osId) {
      toast({ title: COMPUTE_MESSAGES.selectionRequiredTitle, description: COMPUTE_MESSAGES.selectionRequired, variant: 'destructive' });
      return;
    }
    // 001 §5: the label is trimmed and left out when empty; osId goes as a number.
    const trimmed = label.trim();
    provision.mutate({ plan, region, osId: Number(osId), ...(trimmed ? { label: trimmed } : {}) }, {
      onSuccess: (result) => {
        setLabel('');
        onLaunched(result);
      },
      onError: (error) => toast({ title: COMPUTE_MESSAGES.provisioningFailed, description: errorMessage(error, COMPUTE_MESSAGES.provisioningFailed), variant: 'destructive' }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><Rocket className="size-5 text-primary" aria-hidden="true" />Launch a Vultr instance</CardTitle>
        <CardDescription>Pick where it runs, how big it is and what it runs. Billing is per hour while it exists.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FieldSelect id="vultr-region" label="Region" placeholder="Select a region" value={region} onChange={(e) => chooseRegion(e.target.value)}
              options={meta.regions.map((r) => ({ value: r.id, label: regionLabel(r) }))} />
            <FieldSelect id="vultr-plan" label="Plan" placeholder="Select a plan" value={plan} onChange={(e) => setPlan(e.target.value)}
              options={plans.map((p) => ({ value: p.id, label: planLabel(p) }))} />
            <FieldSelect id="vultr-os" label="Operating system" placeholder="Select an operating system" value={osId} onChange={(e) => setOsId(e.target.value)}
              options={meta.operatingSystems.map((o) => ({ value: String(o.id), label: o.name }))} />
            <TextField id="vultr-label" label="Label" optional maxLength={64} placeholder="my-server" value={label} onChange={(e) => setLabel(e.target.value)} />
          </div>
          <div>
            <Button type="submit" disabled={provision.isPending}><Rocket aria-hidden="true" />{provision.isPending ? 'Launching...' : 'Launch Vultr Instance'}</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
