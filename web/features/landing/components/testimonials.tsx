import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';

const TESTIMONIALS = [
  {
    quote: 'I moved my photography portfolio here in an evening. cPanel works exactly like the paid host I left.',
    name: 'Maya R.',
    role: 'Photographer',
  },
  {
    quote: 'Our reading club needed a small WordPress site and had no budget. HostFree asked for nothing but an email.',
    name: 'Daniel K.',
    role: 'Community organiser',
  },
  {
    quote: 'The plugin library saved me hours. Everything I needed for my shop was there and up to date.',
    name: 'Aisha T.',
    role: 'Small business owner',
  },
];

/** 000 §2 testimonials. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" data-section="testimonials" className="grid gap-10">
      <SectionHeading id="testimonials-title" eyebrow="Members" title="Loved by people building on a budget" />
      <ul className="grid gap-5 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <Quote className="size-6 text-primary/40" aria-hidden="true" />
              <blockquote className="flex-1 text-slate-700">{t.quote}</blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold text-slate-900">{t.name}</span>
                <span className="text-muted-foreground"> · {t.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
