import { DollarSign, Globe, Puzzle, Users, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { formatDollars } from '../../../lib/format-dollars';
import { useStats } from '../../../api/stats';
import { formatCount } from '../../../lib/format-count';

function StatCard({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <Card>
      <div className="flex items-center justify-between gap-3 p-5">
        <div className="grid gap-1">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tabular-nums">{value}</p>
        </div>
        <span className="flex size-10 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
    </Card>
  );
}

/** 001 §2: Total Users, Active Plugins, Active Websites, Total Donations (dollars; the API gives cents). */
export function StatCards() {
  const stats = useStats();
  const show = (n: number | undefined) => (n === undefined ? '–' : formatCount(n));
  return (
    <section aria-label="Platform statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Total Users" value={show(stats.data?.totalUsers)} icon={Users} />
      <StatCard label="Active Plugins" value={show(stats.data?.totalPlugins)} icon={Puzzle} />
      <StatCard label="Active Websites" value={show(stats.data?.totalWebsites)} icon={Globe} />
      <StatCard
        label="Total Donations"
        value={stats.data ? formatDollars(stats.data.totalDonations) : '–'}
        icon={DollarSign}
      />
    </section>
  );
}
