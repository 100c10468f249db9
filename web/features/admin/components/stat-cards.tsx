import { DollarSign, Globe, Puzzle, Users, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useStats } from '../../../api/stats';
import { formatCountIn, formatDollarsIn } from '../../../lib/format-in-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../i18n';

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
  const t = useMessages(adminMessages);
  const locale = useLocale();
  const show = (n: number | undefined) => (n === undefined ? '–' : formatCountIn(locale, n));
  return (
    <section aria-label={t('platformStatistics')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label={t('totalUsers')} value={show(stats.data?.totalUsers)} icon={Users} />
      <StatCard label={t('activePlugins')} value={show(stats.data?.totalPlugins)} icon={Puzzle} />
      <StatCard label={t('activeWebsites')} value={show(stats.data?.totalWebsites)} icon={Globe} />
      <StatCard
        label={t('totalDonations')}
        value={stats.data ? formatDollarsIn(locale, stats.data.totalDonations) : '–'}
        icon={DollarSign}
      />
    </section>
  );
}
