import { ExternalLink, HeartHandshake, Server, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useClientConfig } from '../../../lib/client-config';

const USES = [
  { icon: Server, text: 'Servers, storage and bandwidth for every free site' },
  { icon: HeartHandshake, text: 'Keeping the plugin library curated and up to date' },
  { icon: Users, text: 'Volunteers who answer questions in the community' },
];

/**
 * 000 §2 donate section (anchor 'donate'). Online donations arrive with payments; until then this section
 * explains how the project is funded and offers no payment button (docs/decisions.md).
 */
export function DonateSection() {
  const { communityChatUrl } = useClientConfig();
  return (
    <section id="donate" aria-labelledby="donate-title" data-section="donate" className="scroll-mt-24 rounded-2xl border border-rose-200 bg-gradient-to-br from-rose-50 to-amber-50 p-6 sm:p-10">
      <div className="grid gap-8 lg:grid-cols-[1.1fr_1fr] lg:items-center">
        <div className="grid gap-4">
          <p className="text-sm font-semibold uppercase tracking-wider text-rose-700">Donate</p>
          <h2 id="donate-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Hosting paid for by people who care</h2>
          <p className="text-slate-700">
            HostFree is a non-profit. There are no ads and no paid upsells on free sites: every server is paid for by
            donations from members and supporters.
          </p>
          <p className="rounded-lg border border-rose-200 bg-white/70 p-4 text-sm text-slate-700">
            Online donations are not open yet. Monthly donation tiers with hosting and VPS gifts will appear here as soon
            as card payments are available. Until then, the best way to help is to tell a friend or lend a hand in the community.
          </p>
          {communityChatUrl && (
            <Button variant="outline" className="w-fit" asChild>
              <a href={communityChatUrl} target="_blank" rel="noopener noreferrer">
                Help in the community<ExternalLink aria-hidden="true" /><span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          )}
        </div>
        <ul className="grid gap-3">
          {USES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-rose-100 text-rose-700"><Icon className="size-5" aria-hidden="true" /></span>
              <span className="text-sm font-medium text-slate-800">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
