import { Database, Gauge, Globe, HandHeart, LockKeyhole, Puzzle } from 'lucide-react';
import { SectionHeading } from './section-heading';

import { useMessages } from '../../../lib/i18n/messages';
import { landingMessages, type LandingKey } from '../i18n';

const FEATURES: { icon: typeof Globe; title: LandingKey; text: LandingKey }[] = [
  {
    icon: Globe,
    title: 'featureSubdomainTitle',
    text: 'featureSubdomainText',
  },
  {
    icon: Gauge,
    title: 'featureCpanelTitle',
    text: 'featureCpanelText',
  },
  {
    icon: LockKeyhole,
    title: 'featureAnonymousTitle',
    text: 'featureAnonymousText',
  },
  {
    icon: Database,
    title: 'claimStorage',
    text: 'featureStorageText',
  },
  {
    icon: Puzzle,
    title: 'claimPlugins',
    text: 'featurePluginsText',
  },
  {
    icon: HandHeart,
    title: 'featureNonProfitTitle',
    text: 'featureNonProfitText',
  },
];

/** 000 §2 feature grid. */
export function FeatureGrid() {
  const t = useMessages(landingMessages);
  return (
    <section aria-labelledby="features-title" data-section="features" className="grid gap-10">
      <SectionHeading id="features-title" eyebrow={t('featuresEyebrow')} title={t('featuresTitle')}>
        {t('featuresLead')}
      </SectionHeading>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm sm:block sm:p-6">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900 sm:mt-4">{t(title)}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
