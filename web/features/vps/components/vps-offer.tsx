import { CircleCheck, Clock, Gauge, ShieldCheck } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { VpsPublicPackage } from '../../../../contract/vps.js';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMessages } from '../../../lib/i18n/messages';
import { useDollars } from '../../../lib/i18n/use-dollars';
import { cn } from '../../../lib/utils';
import { useVpsOffer } from '../api/get-vps-packages';
import { vpsMessages } from '../i18n';
import { vpsSpecLines } from '../vps-specs';
import { VpsOrderDialog, type VpsOrderDefaults } from './vps-order-dialog';

// 001 §9's statements (contract/vps-constants.ts, word for word in English; the catalogue test holds them equal).
const STATEMENTS = [
  { icon: Clock, text: 'statementProcessing' },
  { icon: Gauge, text: 'statementUptime' },
] as const;

function PackageCard({ pkg, featured, onOrder }: { pkg: VpsPublicPackage; featured: boolean; onOrder: () => void }) {
  const t = useMessages(vpsMessages);
  const dollars = useDollars();
  return (
    <li
      aria-label={pkg.displayName}
      className={cn(
        'flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm',
        featured && 'border-primary ring-1 ring-primary',
      )}
    >
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold text-slate-900">{pkg.displayName}</h3>
        {pkg.description && <p className="text-sm text-muted-foreground">{pkg.description}</p>}
      </div>
      <p className="flex items-baseline gap-1.5">
        <span className="text-3xl font-extrabold tracking-tight text-slate-900">{dollars(pkg.price)}</span>
        <span className="text-sm text-muted-foreground">{t('perMonth')}</span>
      </p>
      <ul className="grid gap-2">
        {vpsSpecLines(t, pkg).map((line) => (
          <li key={line} className="flex items-start gap-2 text-sm text-slate-700">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{pkg.osChoices.map((c) => c.label).join(' · ')}</p>
      <Button
        className="mt-auto"
        variant={featured ? 'default' : 'outline'}
        onClick={onOrder}
        aria-label={t('orderNowFor', { name: pkg.displayName })}
      >
        {t('orderNow')}
      </Button>
    </li>
  );
}

/**
 * The VPS offer (001 §9 statements, active packages by sortOrder, the order form). The landing page shows it as
 * its own section and the client dashboard under the VPS orders; both carry the 'vps' anchor.
 */
export function VpsOffer({ defaults, className }: { defaults?: VpsOrderDefaults; className?: string }) {
  const t = useMessages(vpsMessages);
  const offer = useVpsOffer();
  const [ordering, setOrdering] = useState<VpsPublicPackage | null>(null);
  // The order dialog (and the payment words it says) is drawn from the first order on, not with the offer: a page
  // that only shows the plans fetches neither. It stays mounted after, for its closing animation.
  const [orderedOnce, setOrderedOnce] = useState(false);
  const packages = offer.data ?? [];
  // Nothing to sell (no active package, or the list failed to load): the section stays out of a visitor's way.
  if (offer.isSuccess && packages.length === 0) return null;
  if (offer.isError) return null;
  return (
    <section
      id="vps"
      aria-labelledby="vps-title"
      data-section="vps"
      className={cn('grid scroll-mt-20 gap-8', className)}
    >
      <div className="mx-auto grid max-w-2xl gap-3 text-center">
        <p className="flex items-center justify-center gap-1.5 text-sm font-semibold uppercase tracking-wider text-primary">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t('anonymousVps')}
        </p>
        <h2 id="vps-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('offerTitle')}
        </h2>
        <p className="text-base text-muted-foreground sm:text-lg">{t('offerLead')}</p>
      </div>
      <ul className="mx-auto flex w-full max-w-4xl flex-wrap justify-center gap-2" aria-label={t('whatYouGet')}>
        {STATEMENTS.map(({ icon: Icon, text }) => (
          <li
            key={text}
            className="flex items-center gap-2 rounded-full border bg-card px-3.5 py-1.5 text-sm font-medium text-slate-700"
          >
            <Icon className="size-4 text-primary" aria-hidden="true" />
            {t(text)}
          </li>
        ))}
      </ul>
      {offer.isPending ? (
        <Spinner label={t('loadingPlans')} />
      ) : (
        <ul
          className={cn(
            'mx-auto grid w-full gap-6',
            packages.length >= 3 ? 'max-w-6xl md:grid-cols-2 lg:grid-cols-3' : 'max-w-4xl md:grid-cols-2',
          )}
        >
          {packages.map((pkg, index) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              featured={packages.length > 1 && index === 1}
              onOrder={() => {
                setOrderedOnce(true);
                setOrdering(pkg);
              }}
            />
          ))}
        </ul>
      )}
      {orderedOnce && (
        // Its own boundary: while its words arrive in another language, the offer around it stays drawn.
        <Suspense fallback={null}>
          <VpsOrderDialog pkg={ordering} defaults={defaults} onClose={() => setOrdering(null)} />
        </Suspense>
      )}
    </section>
  );
}
