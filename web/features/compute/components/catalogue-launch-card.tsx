import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import type { ComputeText } from '../i18n';
import { dollarsText } from '../launch-options';
import { Rocket } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, type FieldErrors } from '../../../lib/form';
import type { ComputeMeta, ProvisionResult } from '../../../../contract/compute.js';
import { FieldSelect } from '../../../components/field-select';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useProvisionInstance } from '../api/provision-instance';
import type { CatalogueLaunchOutput, CatalogueLaunchValues } from '../form-resolvers';
import { planLabel, plansInRegion, regionLabel } from '../launch-options';
import { catalogueLaunchResolver } from '../lazy-form-resolvers';

/**
 * What the provider allows a client (its registry entry's limit), said as 001 §2 says it for one machine. English
 * words one machine apart; the other locales word both messages so any count reads right.
 */
const clientLimitLine = (limit: ComputeMeta['clientLimit'], t: ComputeText) =>
  !limit ? '' : limit.max === 1 ? t('clientLimitOne') : t('clientLimitMany', { max: limit.max });

/** A label's shape (a host name), the same in every language. */
const EXAMPLE_LABEL = 'my-server';

const EMPTY: CatalogueLaunchValues = { region: '', plan: '', osId: '', label: '' };

/**
 * The launch card of any catalogue provider (001 §2: region, plan and OS selects, an optional label, 'Launch {label}
 * Instance'). The form is emptied after a launch, and prices show only where billing applies — to the admin, whose
 * linked account pays; HostFree bills a client nothing for it, so a client sees neither the hourly billing line nor
 * plan prices, only how many machines the provider lets a client run at once.
 */
export function CatalogueLaunchCard({
  meta,
  isAdmin,
  onLaunched,
}: {
  meta: ComputeMeta;
  isAdmin: boolean;
  onLaunched: (result: ProvisionResult) => void;
}) {
  const provision = useProvisionInstance();
  const t = useMessages(computeMessages);
  const locale = useLocale();
  const perMonth = (dollars: number) => t('perMonth', { price: dollarsText(Math.round(dollars * 100), locale) });
  const form = useForm<CatalogueLaunchValues, unknown, CatalogueLaunchOutput>({
    resolver: catalogueLaunchResolver,
    defaultValues: EMPTY,
  });
  const region = form.watch('region');
  const plans = useMemo(() => plansInRegion(meta.plans, region), [meta.plans, region]);

  // A plan not sold in the new region cannot stay chosen.
  const regionField = form.register('region', {
    onChange: (event: { target: { value: string } }) => {
      const plan = form.getValues('plan');
      if (plan && !plansInRegion(meta.plans, event.target.value).some((p) => p.id === plan)) form.setValue('plan', '');
    },
  });

  const onInvalid = (errors: FieldErrors<CatalogueLaunchValues>) => {
    if (errors.plan || errors.region || errors.osId)
      toast({
        title: t('selectionRequiredTitle'),
        description: t('selectionRequired'),
        variant: 'destructive',
      });
  };

  // 001 §5: the label is trimmed and left out when empty; osId goes as a number.
  const submit = form.handleSubmit(
    ({ plan, region: where, osId, label }) =>
      provision.mutate(
        { plan, region: where, osId: Number(osId), ...(label ? { label } : {}) },
        {
          onSuccess: (result) => {
            form.reset(EMPTY);
            onLaunched(result);
          },
          onError: (error) =>
            toast({
              title: t('provisioningFailed'),
              description: errorMessage(error, t('provisioningFailed')),
              variant: 'destructive',
            }),
        },
      ),
    onInvalid,
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Rocket className="size-5 text-primary" aria-hidden="true" />
          {t('launchTitle', { label: meta.label ?? '' })}
        </CardTitle>
        <CardDescription>
          {t('launchLead')}{' '}
          {isAdmin ? t('billsHourly', { label: meta.label ?? '' }) : clientLimitLine(meta.clientLimit, t)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FieldSelect
              id="launch-region"
              label={t('region')}
              placeholder={t('selectRegion')}
              {...regionField}
              options={meta.regions.map((r) => ({ value: r.id, label: regionLabel(r) }))}
            />
            <FieldSelect
              id="launch-plan"
              label={t('plan')}
              placeholder={t('selectPlan')}
              {...form.register('plan')}
              options={plans.map((p) => ({ value: p.id, label: planLabel(p, isAdmin ? { perMonth } : {}) }))}
            />
            <FieldSelect
              id="launch-os"
              label={t('operatingSystem')}
              placeholder={t('selectOs')}
              {...form.register('osId')}
              options={meta.operatingSystems.map((o) => ({ value: String(o.id), label: o.name }))}
            />
            <TextField
              id="launch-label"
              label={t('label')}
              optional
              maxLength={64}
              placeholder={EXAMPLE_LABEL}
              error={form.formState.errors.label?.message}
              {...form.register('label')}
            />
          </div>
          <div>
            <Button type="submit" disabled={provision.isPending}>
              <Rocket aria-hidden="true" />
              {provision.isPending ? t('launching') : t('launchButton', { label: meta.label ?? '' })}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
