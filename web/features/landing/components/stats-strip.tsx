import { LANDING_STATS } from '../../../../contract/constants.js';
import { useStats } from '../../../api/stats';

import { useMessages } from '../../../lib/i18n/messages';
import { landingMessages, type LandingKey } from '../i18n';

const FIGURES: { value: string; label: LandingKey }[] = [
  { value: LANDING_STATS.activeUsers.toString(), label: 'statsUsers' },
  { value: LANDING_STATS.premiumPlugins.toString(), label: 'statsPlugins' },
  { value: LANDING_STATS.websitesHosted.toString(), label: 'statsWebsites' },
  { value: LANDING_STATS.donations, label: 'statsDonations' },
];

/** 000 §2: fixed figures. The stats call is made, as the spec says, but its answer is not displayed. */
export function StatsStrip() {
  useStats();
  const t = useMessages(landingMessages);
  return (
    <section
      aria-labelledby="stats-title"
      data-section="stats"
      // A deep band in the light theme; in the dark a card like the others, not a glaring light one.
      className="rounded-2xl bg-foreground px-6 py-8 text-background sm:px-10 dark:border dark:bg-card dark:text-foreground"
    >
      <h2 id="stats-title" className="sr-only">
        {t('statsTitle')}
      </h2>
      <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
        {FIGURES.map((figure) => (
          <div key={figure.label} className="grid gap-1">
            <dt className="order-2 text-sm text-background/80 dark:text-muted-foreground">{t(figure.label)}</dt>
            <dd className="order-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
