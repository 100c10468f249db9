import { LANDING_STATS } from '../../../../contract/constants.js';
import { useStats } from '../../../api/stats';

const FIGURES = [
  { value: LANDING_STATS.activeUsers.toString(), label: 'Active users' },
  { value: LANDING_STATS.premiumPlugins.toString(), label: 'Premium plugins' },
  { value: LANDING_STATS.websitesHosted.toString(), label: 'Websites hosted' },
  { value: LANDING_STATS.donations, label: 'Donations' },
];

/** 000 §2: fixed figures. The stats call is made, as the spec says, but its answer is not displayed. */
export function StatsStrip() {
  useStats();
  return (
    <section
      aria-labelledby="stats-title"
      data-section="stats"
      className="rounded-2xl bg-slate-900 px-6 py-8 text-white sm:px-10"
    >
      <h2 id="stats-title" className="sr-only">
        HostFree in numbers
      </h2>
      <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
        {FIGURES.map((figure) => (
          <div key={figure.label} className="grid gap-1">
            <dt className="order-2 text-sm text-slate-300">{figure.label}</dt>
            <dd className="order-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
