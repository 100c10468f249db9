import { ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

import { useMessages } from '../../../lib/i18n/messages';
import { landingMessages } from '../i18n';

/** 000 §2 final call to action, before the footer. */
export function FinalCta({ hostedDomain, onStart }: { hostedDomain: string; onStart: () => void }) {
  const t = useMessages(landingMessages);
  return (
    <section
      aria-labelledby="final-cta-title"
      data-section="final-cta"
      className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-10"
    >
      <div className="mx-auto grid max-w-2xl justify-items-center gap-4">
        <h2 id="final-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('finalTitle')}
        </h2>
        <p className="text-primary-foreground/85 sm:text-lg">{t('finalLead', { domain: hostedDomain })}</p>
        <Button size="lg" variant="secondary" className="mt-2" onClick={onStart}>
          {t('searchFreeDomain')}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
