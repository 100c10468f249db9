import { CircleCheck } from 'lucide-react';
import { DEFAULT_MAX_HOSTING_ACCOUNTS } from '../../../../contract/constants.js';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { SectionHeading } from './section-heading';

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
  const plans = [
    {
      name: 'Free Hosting',
      blurb: 'A complete website, free forever.',
      points: [
        '5GB storage per site',
        '99.9% uptime',
        `A free subdomain on ${hostedDomain}`,
        'cPanel with email accounts and databases',
        `Up to ${DEFAULT_MAX_HOSTING_ACCOUNTS} sites per account`,
      ],
      action: 'Claim your free site',
      onClick: onStartHosting,
      featured: true,
    },
    {
      name: 'Plugin Library',
      blurb: 'Premium WordPress tools at no cost.',
      points: ['2,000+ plugins', 'Themes for every kind of site', 'Instant downloads', 'Regular updates'],
      action: 'Get library access',
      onClick: onStartPlugins,
      featured: false,
    },
  ];
  return (
    <section aria-labelledby="pricing-title" data-section="pricing" className="grid gap-10">
      <SectionHeading id="pricing-title" eyebrow="Pricing" title="Free forever. Really.">
        No trials, no hidden fees and no card on file. Donations keep the servers running.
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
              <span className="text-sm text-muted-foreground">/ month, forever</span>
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
