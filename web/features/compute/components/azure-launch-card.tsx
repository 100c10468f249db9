import { zodResolver } from '@hookform/resolvers/zod';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EXTRA_RUN_MESSAGES } from '../../../../contract/compute-extra-runs.js';
import { AZURE_QUOTA_LINE, COMPUTE_MESSAGES, provisionBody, type ComputeMeta, type ProvisionResult } from '../../../../contract/compute.js';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/utils';
import { useStripePublicKey } from '../../../lib/client-config';
import { useProvisionInstance } from '../api/provision-instance';
import { ExtraRunDialog } from './extra-run-dialog';

/** What the caller's quota allows now; the server enforces it either way. */
function trialNote(trial: ComputeMeta['trial']): string | null {
  if (!trial) return null;
  if (trial.running) return COMPUTE_MESSAGES.azureTrialRunning;
  if (trial.freeTrialAvailable) return 'Your free trial is available.';
  return trial.paymentsAvailable ? EXTRA_RUN_MESSAGES.paidNote : COMPUTE_MESSAGES.azurePaymentUnavailable;
}

/** A client whose free trial is used pays $3 first (admins are not limited; the server decides either way). */
function needsPayment(meta: ComputeMeta, isAdmin: boolean): boolean {
  const trial = meta.trial;
  return !isAdmin && !!trial && !trial.freeTrialAvailable && !trial.running && trial.paymentsAvailable;
}

/** The contract's `os`, required here ('Choose an operating system before provisioning.', a toast). */
const azureLaunchForm = z.object({ os: provisionBody.shape.os.unwrap().min(1, 'Choose an operating system before provisioning.') });

/** 001 §2 Azure launch card: the OS list, the quota line and 'Launch 48-hour Trial'. */
export function AzureLaunchCard({ meta, isAdmin, onLaunched }: { meta: ComputeMeta; isAdmin: boolean; onLaunched: (result: ProvisionResult) => void }) {
  const provision = useProvisionInstance();
  const { publicKey } = useStripePublicKey();
  const form = useForm({ resolver: zodResolver(azureLaunchForm), defaultValues: { os: String(meta.operatingSystems[0]?.id ?? '') } });
  const os = form.watch('os');
  const [paying, setPaying] = useState(false);
  const note = isAdmin ? null : trialNote(meta.trial);

  const submit = form.handleSubmit((values) => {
    if (needsPayment(meta, isAdmin) && publicKey) {
      setPaying(true);
      return;
    }
    provision.mutate(values, {
      onSuccess: onLaunched,
      onError: (error) => toast({ title: COMPUTE_MESSAGES.provisioningFailed, description: errorMessage(error, COMPUTE_MESSAGES.provisioningFailed), variant: 'destructive' }),
    });
  }, (errors) => toast({ title: COMPUTE_MESSAGES.selectionRequiredTitle, description: errors.os?.message, variant: 'destructive' }));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><Clock className="size-5 text-primary" aria-hidden="true" />Start a {meta.trial?.hours ?? 48}-hour {meta.label} trial</CardTitle>
        <CardDescription>{AZURE_QUOTA_LINE}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Operating system</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {meta.operatingSystems.map((choice) => {
                const value = String(choice.id);
                const checked = os === value;
                return (
                  <label key={value} className={cn('flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm transition-colors hover:bg-accent', checked && 'border-primary bg-accent')}>
                    <input type="radio" value={value} {...form.register('os')} className="accent-[var(--color-primary)]" />
                    {choice.name}
                  </label>
                );
              })}
            </div>
          </fieldset>
          {note && <p className="text-sm text-muted-foreground">{note}</p>}
          <div>
            <Button type="submit" disabled={provision.isPending}><Clock aria-hidden="true" />{provision.isPending ? 'Launching...' : 'Launch 48-hour Trial'}</Button>
          </div>
        </form>
        {paying && publicKey && <ExtraRunDialog provider={meta.provider!} quotaLine={AZURE_QUOTA_LINE} os={os} publicKey={publicKey} onClose={() => setPaying(false)} onLaunched={onLaunched} />}
      </CardContent>
    </Card>
  );
}
