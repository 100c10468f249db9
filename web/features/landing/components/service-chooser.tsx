import { ArrowLeft, ArrowRight, CircleCheck, Crown, Globe, Puzzle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

export type ServiceView = 'choose' | 'free' | 'premium' | 'plugins';

interface ServiceCard {
  view: Exclude<ServiceView, 'choose'>;
  title: string;
  price: string;
  description: string;
  points: string[];
  action: string;
  icon: typeof Globe;
}

const FREE_CARD: ServiceCard = {
  view: 'free',
  title: 'Free Hosting Account',
  price: '$0 forever',
  description: 'A free subdomain with its own cPanel account. Anonymous sign-up, nothing to pay.',
  points: ['5GB storage per site', 'cPanel, email accounts and databases', 'Ready in under 30 seconds'],
  action: 'Search Your Free Domain',
  icon: Globe,
};

const PREMIUM_CARD: ServiceCard = {
  view: 'premium',
  title: 'Premium Hosting Account',
  price: 'from $3.95/mo',
  description: 'Your own domain (.com, .net, .org and more) with a full cPanel account, billed monthly.',
  points: ['Your own registered domain', 'Up to 10GB storage and 25 e-mail accounts', 'Cancel any time'],
  action: 'Search a premium domain',
  icon: Crown,
};

const PLUGINS_CARD: ServiceCard = {
  view: 'plugins',
  title: 'Plugin Library Access',
  price: 'Free account',
  description: 'Download curated WordPress plugins and themes for your sites.',
  points: ['2,000+ plugins', 'Instant downloads', 'Regular updates'],
  action: 'Get library access',
  icon: Puzzle,
};

/** One true sentence over the cards: 'free' only where every card offered is. */
export function chooserLead(cards: Pick<ServiceCard, 'view'>[]): string {
  const hasPaid = cards.some((card) => card.view === 'premium');
  if (hasPaid)
    return 'Free hosting and the plugin library cost nothing; premium hosting is a paid plan. Pick one to begin; you can add another later.';
  return cards.length > 1
    ? 'Both are free. Pick one to begin; you can add the other later.'
    : 'It is free. Search a name to begin.';
}

function BackLink({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="link" size={null} className="h-auto w-fit shrink-0 rounded-md px-0 py-2 text-sm" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      Browse other services
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

  return (
    <section
      id="get-started"
      // The plugins view's heading is the registration form's own.
      {...(view === 'plugins' && pluginRegistration
        ? { 'aria-label': 'Plugin library access' }
        : { 'aria-labelledby': 'service-chooser-title' })}
      data-section="service-chooser"
      className="scroll-mt-24"
    >
      {view === 'free' ? (
        <div className="mx-auto grid max-w-3xl gap-5">
          <BackLink onBack={back} />
          <div className="grid gap-2">
            <h2 id="service-chooser-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Search Your Free Domain
            </h2>
            <p className="text-muted-foreground">
              Choose a name for your site. If it is free, it is yours in one click.
            </p>
          </div>
          {freeSearch}
        </div>
      ) : view === 'premium' && premiumSearch ? (
        <div className="mx-auto grid max-w-3xl gap-5">
          <BackLink onBack={back} />
          <div className="grid gap-2">
            <h2 id="service-chooser-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Find Your Premium Domain
            </h2>
            <p className="text-muted-foreground">
              Search a registrable domain. Starter covers .cc, .best, .store and .co.za; Premium adds .com, .net and
              .org.
            </p>
          </div>
          {premiumSearch}
        </div>
      ) : view === 'plugins' && pluginRegistration ? (
        <div className="grid gap-5">
          <BackLink onBack={back} />
          {pluginRegistration}
        </div>
      ) : (
        <div className="grid gap-8">
          <div className="mx-auto grid max-w-2xl gap-3 text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">Get started</p>
            <h2 id="service-chooser-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              What would you like to do?
            </h2>
            <p className="text-muted-foreground sm:text-lg">{chooserLead(cards)}</p>
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
                      'group relative flex h-full w-full flex-col gap-4 rounded-xl border bg-card p-6 text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                      isDefault && 'border-primary ring-1 ring-primary',
                    )}
                  >
                    {isDefault && (
                      <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
                        Most popular
                      </span>
                    )}
                    <span className="flex items-center gap-3">
                      <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
                        <Icon className="size-6" aria-hidden="true" />
                      </span>
                      <span className="grid">
                        <span className="text-lg font-semibold text-slate-900">{card.title}</span>
                        <span className="text-sm font-medium text-emerald-700">{card.price}</span>
                      </span>
                    </span>
                    <span className="text-sm text-muted-foreground">{card.description}</span>
                    <span className="grid gap-2">
                      {card.points.map((point) => (
                        <span key={point} className="flex items-center gap-2 text-sm text-slate-700">
                          <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                          {point}
                        </span>
                      ))}
                    </span>
                    <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-primary">
                      {card.action}
                      <ArrowRight
                        className="size-4 transition-transform group-hover:translate-x-0.5"
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
