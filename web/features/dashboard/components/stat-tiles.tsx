import { Download, Globe, Puzzle, Users } from 'lucide-react';
import { formatCountIn } from '../../../lib/format-count';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { dashboardMessages, type DashboardKey } from '../i18n';

export interface DashboardFigures {
  activeSites?: number;
  /** A string when only a lower bound is known ('20+'). */
  downloadedPlugins?: number | string;
  availablePlugins?: number;
  communitySize?: number;
}

const TILES: { key: keyof DashboardFigures; label: DashboardKey; icon: typeof Globe; tint: string }[] = [
  { key: 'activeSites', label: 'tileActiveSites', icon: Globe, tint: 'bg-blue-50 text-blue-700' },
  { key: 'downloadedPlugins', label: 'tileDownloadedPlugins', icon: Download, tint: 'bg-emerald-50 text-emerald-700' },
  { key: 'availablePlugins', label: 'tileAvailablePlugins', icon: Puzzle, tint: 'bg-violet-50 text-violet-700' },
  { key: 'communitySize', label: 'tileCommunitySize', icon: Users, tint: 'bg-amber-50 text-amber-700' },
];

/** 000 §2: the four stat tiles. A figure we do not have (yet) shows a dash, never a made-up number. */
export function StatTiles({ figures }: { figures: DashboardFigures }) {
  const t = useMessages(dashboardMessages);
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {TILES.map(({ key, label, icon: Icon, tint }) => {
        const value = figures[key];
        return (
          // A <dl>'s group holds only its <dt> and <dd> (axe definition-list): the icon sits inside the <dt>, which
          // `contents` lays out as two cells of the tile's grid (icon beside label and figure from sm up).
          <div
            key={key}
            className="grid grid-cols-1 items-center justify-items-start gap-2 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-3 sm:gap-y-0"
          >
            <dt className="contents">
              <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg sm:row-span-2 ${tint}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-xs font-medium leading-tight text-muted-foreground sm:text-sm">{t(label)}</span>
            </dt>
            <dd className="text-2xl font-bold tabular-nums text-slate-900">
              {value === undefined ? '—' : typeof value === 'number' ? formatCountIn(value, locale) : value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
