import { Cpu, KeyRound, Palette, Puzzle, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useMessages } from '../../../lib/i18n/messages';
import { dashboardMessages, type DashboardKey } from '../i18n';

const ACTIONS: { href: string; label: DashboardKey; text: DashboardKey; icon: typeof Puzzle }[] = [
  { href: '/plugins', label: 'browsePlugins', text: 'actionPluginsText', icon: Puzzle },
  { href: '/themes', label: 'actionThemes', text: 'actionThemesText', icon: Palette },
  { href: '/profile', label: 'actionProfile', text: 'actionProfileText', icon: UserRound },
  { href: '/settings', label: 'actionSecurity', text: 'actionSecurityText', icon: KeyRound },
  { href: '/compute', label: 'actionCompute', text: 'actionComputeText', icon: Cpu },
];

/** 000 §2 quick actions, the plugin library first; Compute as in the user menu (000 §2). */
export function QuickActions() {
  const t = useMessages(dashboardMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('quickActions')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2">
          {ACTIONS.map(({ href, label, text, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="grid">
                  <span className="text-sm font-semibold">{t(label)}</span>
                  <span className="text-xs text-muted-foreground">{t(text)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
