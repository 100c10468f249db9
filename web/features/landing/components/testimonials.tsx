import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';

import { useMessages } from '../../../lib/i18n/messages';
import { landingMessages, type LandingKey } from '../i18n';

// Names stay as the members wrote them; their words and roles are translated.
const TESTIMONIALS: { quote: LandingKey; name: string; role: LandingKey }[] = [
  {
    quote: 'testimonialMayaQuote',
    name: 'Maya R.',
    role: 'testimonialMayaRole',
  },
  {
    quote: 'testimonialDanielQuote',
    name: 'Daniel K.',
    role: 'testimonialDanielRole',
  },
  {
    quote: 'testimonialAishaQuote',
    name: 'Aisha T.',
    role: 'testimonialAishaRole',
  },
];

/** 000 §2 testimonials. */
export function Testimonials() {
  const t = useMessages(landingMessages);
  return (
    <section aria-labelledby="testimonials-title" data-section="testimonials" className="grid gap-10">
      <SectionHeading id="testimonials-title" eyebrow={t('testimonialsEyebrow')} title={t('testimonialsTitle')} />
      <ul className="grid gap-5 md:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <Quote className="size-6 text-primary/40" aria-hidden="true" />
              <blockquote className="flex-1 text-slate-700">{t(item.quote)}</blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold text-slate-900">{item.name}</span>
                <span className="text-muted-foreground"> · {t(item.role)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
