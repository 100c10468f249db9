import { ChevronDown, Cpu, LayoutDashboard, LogOut, Settings, UserRound, WalletCards } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '../../../contract/accounts.js';
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useLogout } from '../../features/auth';
import { COMPUTE_LINKS_SHOWN } from './nav-links';
import { displayName, roleLabel } from '../../lib/session';

function initials(user: User): string {
  const name = displayName(user);
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}

/** The signed-in user's menu: name, e-mail, role label and the account links (000 §2). */
export function UserMenu({ user }: { user: User }) {
  const { logout, isPending } = useLogout();
  const name = displayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full border bg-card py-1 pl-1 pr-2 text-sm font-medium shadow-xs transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Account menu for ${name}`}
      >
        <span className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="hidden max-w-[10rem] truncate sm:inline">{name}</span>
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          <span className="truncate font-semibold">{name}</span>
          {user.email && <span className="truncate text-xs text-muted-foreground">{user.email}</span>}
          <span className="mt-1 w-fit rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">{roleLabel(user)}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild><Link href="/"><LayoutDashboard aria-hidden="true" />Dashboard</Link></DropdownMenuItem>
        <DropdownMenuItem asChild><Link href="/profile"><UserRound aria-hidden="true" />Profile</Link></DropdownMenuItem>
        {COMPUTE_LINKS_SHOWN && <DropdownMenuItem asChild><Link href="/compute"><Cpu aria-hidden="true" />Compute</Link></DropdownMenuItem>}
        <DropdownMenuItem asChild><Link href="/billing"><WalletCards aria-hidden="true" />Billing</Link></DropdownMenuItem>
        <DropdownMenuItem asChild><Link href="/settings"><Settings aria-hidden="true" />Settings</Link></DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={isPending}
          onSelect={(event) => {
            event.preventDefault();
            logout();
          }}
        >
          <LogOut aria-hidden="true" />
          {isPending ? 'Signing Out...' : 'Sign Out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
