import { ArrowLeft, ArrowRight, CircleCheck, Crown, Globe, Puzzle } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

import { useMessages, type Translate } from '../../../lib/i18n/messages';
import { landingMessages, type LandingKey } from '../i18n';

export type ServiceView = 'choose' | 'free' | 'premium' | 'plugins';

interface ServiceCard {
  view: Exclude<ServiceView, 'choose'>;
  title: LandingKey;
  price: LandingKey;
  description: LandingKey;
  points: LandingKey[];
  action: LandingKey;
  icon: typeof Globe;
}

const FREE_CARD: ServiceCard = {
  view: 'free',
  title: 'freeCardTitle',
  price: 'freeCardPrice',
  description: 'freeCardDescription',
  points: ['claimStorage', 'freeCardPointCpanel', 'freeCardPointReady'],
  action: 'freeCardAction',
  icon: Globe,
};

const PREMIUM_CARD: ServiceCard = {
  view: 'premium',
  title: 'premiumCardTitle',
  price: 'premiumCardPrice',
  description: 'premiumCardDescription',
  points: ['premiumCardPointDomain', 'premiumCardPointQuota', 'premiumCardPointCancel'],
  action: 'premiumCardAction',
  icon: Crown,
};

const PLUGINS_CARD: ServiceCard = {
  view: 'plugins',
  title: 'pluginsCardTitle',
  price: 'pluginsCardPrice',
  description: 'pluginsCardDescription',
  points: ['claimPlugins', 'pluginsCardPointDownloads', 'pluginsCardPointUpdates'],
  action: 'pluginsCardAction',
  icon: Puzzle,
};

/** One true sentence over the cards: 'free' only where every card offered is. */
export function chooserLead(cards: Pick<ServiceCard, 'view'>[]): LandingKey {
  const hasPaid = cards.some((card) => card.view === 'premium');
  if (hasPaid) return 'chooserLeadWithPaid';
  return cards.length > 1 ? 'chooserLeadBoth' : 'chooserLeadOne';
}

function BackLink({ onBack, t }: { onBack: () => void; t: Translate<LandingKey> }) {
  return (
    <Button variant="link" size={null} className="h-auto w-fit shrink-0 rounded-md px-0 py-2 text-sm" onClick={onBack}>
      <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
      {t('browseOtherServices')}
    </Button>
  );
}

/**
 * 000 §2 service chooser. Free hosting is the default (highlighted) card and opens 'Search Your Free Domain';
 * premium shows the premium domain search; plugins opens the plugin-library registration form. The premium and
 * plugins cards are offered when their content is given.
 */
export function ServiceChooser({
  view,
  onViewChange,
  freeSearch,
  premiumSearch,
  pluginRegistration,
}: {
  view: ServiceView;
  onViewChange: (view: ServiceView) => void;
  freeSearch: ReactNode;
  premiumSearch?: ReactNode;
  pluginRegistration?: ReactNode;
}) {
  const cards = [FREE_CARD, ...(premiumSearch ? [PREMIUM_CARD] : []), ...(pluginRegistration ? [PLUGINS_CARD] : [])];
  const back = () => onViewChange('choose');
  const t = useMessages(landingMessages);
  // The card or Back link that was pressed goes away with the view: the focus moves to the section (named by its new
  // heading) instead of falling to the page's start, so a keyboard or screen reader user goes on from here.
  const section = useRef<HTMLElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    section.current?.focus({ preventScroll: true });
  }, [view]);

  return (
    <section
      id="get-started"
      // The plugins view's heading is the registration form's own.
      {...(view === 'plugins' && pluginRegistration
        ? { 'aria-label': t('pluginLibraryAccess') }
        : { 'aria-labelledby': 'service-chooser-title' })}
      data-section="service-chooser"
      ref={section}
      tabIndex={-1}
      className="scroll-mt-24 outline-none"
    >
      {view === 'free' ? (
        <div className="mx-auto grid max-w-3xl gap-5">
          <BackLink onBack={back} t={t} />
          <div className="grid gap-2">
            <h2 id="service-chooser-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t('freeCardAction')}
            </h2>
            <p className="text-muted-foreground">{t('freeSearchLead')}</p>
          </div>
          {freeSearch}
        </div>
      ) : view === 'premium' && premiumSearch ? (
        <div className="mx-auto grid max-w-3xl gap-5">
          <BackLink onBack={back} t={t} />
          <div className="grid gap-2">
            <h2 id="service-chooser-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t('premiumSearchTitle')}
            </h2>
            <p className="text-muted-foreground">{t('premiumSearchLead')}</p>
          </div>
          {premiumSearch}
        </div>
      ) : view === 'plugins' && pluginRegistration ? (
        <div className="grid gap-5">
          <BackLink onBack={back} t={t} />
          {pluginRegistration}
        </div>
      ) : (
        <div className="grid gap-8">
          <div className="mx-auto grid max-w-2xl gap-3 text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('chooserEyebrow')}</p>
            <h2 id="service-chooser-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t('chooserTitle')}
            </h2>
            <p className="text-muted-foreground sm:text-lg">{t(chooserLead(cards))}</p>
          </div>
          <ul
            className={cn(
              'mx-auto grid w-full gap-5',
              cards.length > 2
                ? 'max-w-6xl md:grid-cols-3'
                : cards.length > 1
                  ? 'max-w-4xl md:grid-cols-2'
                  : 'max-w-lg',
            )}
          >
            {cards.map((card) => {
              const isDefault = card.view === 'free';
              const Icon = card.icon;
              return (
                <li key={card.view}>
                  <button
                    type="button"
                    onClick={() => onViewChange(card.view)}
                    className={cn(
                      'group relative flex h-full w-full flex-col gap-4 rounded-xl border bg-card p-6 text-start shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                      isDefault && 'border-primary ring-1 ring-primary',
                    )}
                  >
                    {isDefault && (
                      <span className="absolute -top-3 start-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
                        {t('mostPopular')}
                      </span>
                    )}
                    <span className="flex items-center gap-3">
                      <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
                        <Icon className="size-6" aria-hidden="true" />
                      </span>
                      <span className="grid">
                        <span className="text-lg font-semibold text-slate-900">{t(card.title)}</span>
                        <span className="text-sm font-medium text-emerald-700">{t(card.price)}</span>
                      </span>
                    </span>
                    <span className="text-sm text-muted-foreground">{t(card.description)}</span>
                    <span className="grid gap-2">
                      {card.points.map((point) => (
                        <span key={point} className="flex items-center gap-2 text-sm text-slate-700">
                          <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                          {t(point)}
                        </span>
                      ))}
                    </span>
                    <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-primary">
                      {t(card.action)}
                      <ArrowRight
                        className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
                        aria-hidden="true"
                      />
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
