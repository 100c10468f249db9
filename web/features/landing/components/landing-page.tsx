import { useCallback, useState, type ReactNode } from 'react';
import { useClientConfig } from '../../../lib/client-config';
import { CommunityCta } from './community-cta';
import { FeatureGrid } from './feature-grid';
import { FinalCta } from './final-cta';
import { HeroBanner } from './hero-banner';
import { PricingCards } from './pricing-cards';
import { ServiceChooser, type ServiceView } from './service-chooser';
import { StatsStrip } from './stats-strip';
import { Testimonials } from './testimonials';

export interface LandingPageProps {
  /** The domain search card (domains feature), shown in the 'Search Your Free Domain' view. */
  freeSearch: ReactNode;
  /** The premium domain search (paid-hosting feature); its chooser card is offered only when given. */
  premiumSearch?: ReactNode;
  /** The plugin-library registration form (library feature); its chooser card is offered only when given. */
  pluginRegistration?: ReactNode;
  /** The plugin directory (library feature); the section is left out when not given. */
  pluginDirectory?: ReactNode;
  /** The donate section, anchor 'donate' (donations feature); left out when not given. */
  donate?: ReactNode;
  /** The VPS offer, anchor 'vps' (vps feature), after the free pricing: the paid offer next to the free one. */
  vps?: ReactNode;
  /** Open the free domain search at once (a visitor arriving with ?domain=). */
  initialView?: ServiceView;
}

/**
 * The signed-out home, sections in the order of 000 §2: banner, service chooser, stats strip, community call
 * to action, feature grid, plugin directory, free-forever pricing, (the VPS offer, #vps), donate (#donate),
 * testimonials, final call to action. The footer is the site footer every page has. Other features' parts arrive as props (features never
 * import each other; the route module composes them).
 */
export function LandingPage({
  freeSearch,
  premiumSearch,
  pluginRegistration,
  pluginDirectory,
  donate,
  vps,
  initialView = 'choose',
}: LandingPageProps) {
  const { hostedDomain } = useClientConfig();
  const [view, setView] = useState<ServiceView>(initialView);

  const open = useCallback((next: ServiceView) => {
    setView(next);
    // After the view has rendered, bring the chooser into sight (the buttons live far below it, too).
    requestAnimationFrame(() =>
      document.getElementById('get-started')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  }, []);
  const startHosting = useCallback(() => open('free'), [open]);
  const startPlugins = pluginRegistration ? () => open('plugins') : undefined;

  return (
    <div className="grid gap-16 sm:gap-24">
      <HeroBanner hostedDomain={hostedDomain} onStart={startHosting} />
      <ServiceChooser
        view={view}
        onViewChange={setView}
        freeSearch={freeSearch}
        premiumSearch={premiumSearch}
        pluginRegistration={pluginRegistration}
      />
      <StatsStrip />
      <CommunityCta />
      <FeatureGrid />
      {pluginDirectory && <div data-section="plugin-directory">{pluginDirectory}</div>}
      <PricingCards hostedDomain={hostedDomain} onStartHosting={startHosting} onStartPlugins={startPlugins} />
      {vps}
      {donate}
      <Testimonials />
      <FinalCta hostedDomain={hostedDomain} onStart={startHosting} />
    </div>
  );
}
