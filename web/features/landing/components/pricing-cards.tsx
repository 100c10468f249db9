import { CircleCheck } from 'lucide-react';
import { DEFAULT_MAX_HOSTING_ACCOUNTS } from '../../../../contract/constants.js';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { SectionHeading } from './section-heading';

import { useMessages } from '../../../lib/i18n/messages';
import { landingMessages } from '../i18n';

/** 000 §2 free-forever pricing cards, with the marketing claims of 000 §1. */
export function PricingCards({
  hostedDomain,
  onStartHosting,
  onStartPlugins,
}: {
  hostedDomain: string;
  onStartHosting: () => void;
  /** Absent while the plugin library form does not exist: its card then links nowhere. */
  onStartPlugins?: () => void;
}) {
  const t = useMessages(landingMessages);
  const plans = [
    {
      name: t('pricingHostingName'),
      blurb: t('pricingHostingBlurb'),
      points: [
        t('claimStorage'),
        t('claimUptime'),
        t('pricingHostingSubdomain', { domain: hostedDomain }),
        t('pricingHostingCpanel'),
        t('pricingHostingSites', { count: DEFAULT_MAX_HOSTING_ACCOUNTS }),
      ],
      action: t('pricingHostingAction'),
      onClick: onStartHosting,
      featured: true,
    },
    {
      name: t('pricingLibraryName'),
      blurb: t('pricingLibraryBlurb'),
      points: [
        t('claimPlugins'),
        t('pricingLibraryThemes'),
        t('pluginsCardPointDownloads'),
        t('pluginsCardPointUpdates'),
      ],
      action: t('pluginsCardAction'),
      onClick: onStartPlugins,
      featured: false,
    },
  ];
  return (
    <section aria-labelledby="pricing-title" data-section="pricing" className="grid gap-10">
      <SectionHeading id="pricing-title" eyebrow={t('pricingEyebrow')} title={t('pricingTitle')}>
        {t('pricingLead')}
      </SectionHeading>
      <ul className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2">
        {plans.map((plan) => (
          <li
            key={plan.name}
            className={cn(
              'flex flex-col gap-6 rounded-2xl border bg-card p-7 shadow-sm',
              plan.featured && 'border-primary ring-1 ring-primary',
            )}
          >
            <div className="grid gap-1">
              <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
              <p className="text-sm text-muted-foreground">{plan.blurb}</p>
            </div>
            <p className="flex items-baseline gap-1.5">
              <span className="text-4xl font-extrabold tracking-tight text-slate-900">$0</span>
              <span className="text-sm text-muted-foreground">{t('pricingPerMonth')}</span>
            </p>
            <ul className="grid gap-2.5">
              {plan.points.map((point) => (
                <li key={point} className="flex items-start gap-2 text-sm text-slate-700">
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
            {plan.onClick && (
              <Button className="mt-auto" variant={plan.featured ? 'default' : 'outline'} onClick={plan.onClick}>
                {plan.action}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
