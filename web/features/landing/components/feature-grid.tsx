import { Database, Gauge, Globe, HandHeart, LockKeyhole, Puzzle } from 'lucide-react';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: Globe,
    title: 'Free subdomain',
    text: 'Your site gets its own address on our domain the moment you claim the name.',
  },
  {
    icon: Gauge,
    title: 'cPanel included',
    text: 'Every site is a real cPanel account: files, email accounts, databases and FTP.',
  },
  {
    icon: LockKeyhole,
    title: 'Anonymous by design',
    text: 'No name, phone or card. Your credentials are generated and shown only to you.',
  },
  {
    icon: Database,
    title: '5GB storage per site',
    text: 'Room for WordPress, images and backups, with usage shown live on your dashboard.',
  },
  {
    icon: Puzzle,
    title: '2,000+ plugins',
    text: 'A curated library of WordPress plugins and themes, free for every member.',
  },
  {
    icon: HandHeart,
    title: 'Non-profit',
    text: 'Run by a community and funded by donations. No ads on your site, ever.',
  },
];

/** 000 §2 feature grid. */
export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" data-section="features" className="grid gap-10">
      <SectionHeading id="features-title" eyebrow="Why HostFree" title="Everything a small site needs, free">
        Hosting that respects your privacy, with the tools you expect from a paid provider.
      </SectionHeading>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm sm:block sm:p-6">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900 sm:mt-4">{title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
