import { Activity, ArrowRight, CircleCheck, Globe, HardDrive, Puzzle, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';

import { useMessages } from '../../../lib/i18n/messages';
import { landingMessages, type LandingKey } from '../i18n';

const CLAIMS: { icon: typeof HardDrive; label: LandingKey }[] = [
  { icon: HardDrive, label: 'claimStorage' },
  { icon: Activity, label: 'claimUptime' },
  { icon: Puzzle, label: 'claimPlugins' },
];

const PROMISES: LandingKey[] = ['promiseNoCard', 'promiseNoPhone', 'promiseEmailOnly', 'promiseGenerated'];

/** 000 §2, first section: the banner about anonymous hosting. */
export function HeroBanner({ hostedDomain, onStart }: { hostedDomain: string; onStart: () => void }) {
  const t = useMessages(landingMessages);
  return (
    <section
      aria-labelledby="landing-title"
      data-section="banner"
      className="relative overflow-hidden rounded-2xl border bg-gradient-to-br from-blue-50 via-card to-emerald-50 px-5 py-10 sm:px-10 sm:py-16 lg:py-20"
    >
      <div className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-12">
        <div className="grid min-w-0 gap-6">
          <span className="inline-flex w-fit items-center gap-2 rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            {t('heroBadge')}
          </span>
          <h1
            id="landing-title"
            className="text-[2rem] font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl sm:leading-none"
          >
            {t('heroTitle')} <span className="text-primary">{t('heroTitleAccent')}</span>
          </h1>
          <p className="max-w-xl text-lg text-slate-600">{t('heroLead', { domain: hostedDomain })}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={onStart}>
              {t('searchFreeDomain')}
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link href="/auth?tab=login">{t('haveAccount')}</Link>
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
            {CLAIMS.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {t(label)}
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0 rounded-xl border bg-card p-5 shadow-lg sm:p-6">
          <div className="flex items-center gap-3 rounded-lg border bg-muted/50 px-4 py-3">
            <Globe className="size-5 text-primary" aria-hidden="true" />
            <span className="truncate font-mono text-sm" dir="ltr">
              <span className="hidden text-muted-foreground sm:inline">{'https://'}</span>
              {t('yourName')}
              <span className="text-primary">.{hostedDomain}</span>
            </span>
          </div>
          <p className="mt-5 text-sm font-semibold text-slate-900">{t('anonymousMeans')}</p>
          <ul className="mt-3 grid gap-3">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-start gap-2 text-sm text-slate-700">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                {t(promise)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
