import { Cpu, KeyRound, Palette, Puzzle, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const ACTIONS = [
  { href: '/plugins', label: 'Browse Plugins', text: 'Find plugins for your site', icon: Puzzle },
  { href: '/themes', label: 'Browse Themes', text: 'Give your site a new look', icon: Palette },
  { href: '/profile', label: 'Edit Profile', text: 'Name and email address', icon: UserRound },
  { href: '/settings', label: 'Security Settings', text: 'Password and sessions', icon: KeyRound },
  { href: '/compute', label: 'Compute', text: 'Launch and manage cloud servers', icon: Cpu },
];

/** 000 §2 quick actions, the plugin library first; Compute as in the user menu (000 §2). */
export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick actions</CardTitle>
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
                  <span className="text-sm font-semibold">{label}</span>
                  <span className="text-xs text-muted-foreground">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
