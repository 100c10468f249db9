import { Cpu, LayoutDashboard, LogOut, Settings, UserRound, WalletCards, LifeBuoy } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '../../../contract/accounts.js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useLogout } from '../../features/auth';
import { COMPUTE_LINKS_SHOWN } from './nav-links';
import { layoutMessages } from '../../lib/i18n/layout-messages';
import { useMessages } from '../../lib/i18n/messages';
import { displayName } from '../../lib/session';
import { ACCOUNT_BUTTON_CLASS, AccountButtonFace } from './user-menu-button';

/**
 * The account menu: name, e-mail, role label and the account links (000 §2). Loaded by user-menu-button.tsx on first
 * use, which renders it open (`defaultOpen`) for the click that asked for it.
 */
export function AccountMenu({ user, defaultOpen }: { user: User; defaultOpen?: boolean }) {
  const t = useMessages(layoutMessages);
  const { logout, isPending } = useLogout();
  const name = displayName(user);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={ACCOUNT_BUTTON_CLASS}>
        <AccountButtonFace user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          <span className="truncate font-semibold">{name}</span>
          {user.email && <span className="truncate text-xs text-muted-foreground">{user.email}</span>}
          <span className="mt-1 w-fit rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
            {user.role === 'admin' ? t('roleAdministrator') : t('roleClient')}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/">
            <LayoutDashboard aria-hidden="true" />
            {t('dashboard')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserRound aria-hidden="true" />
            {t('profile')}
          </Link>
        </DropdownMenuItem>
        {COMPUTE_LINKS_SHOWN && (
          <DropdownMenuItem asChild>
            <Link href="/compute">
              <Cpu aria-hidden="true" />
              {t('compute')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link href="/billing">
            <WalletCards aria-hidden="true" />
            {t('billing')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/support">
            <LifeBuoy aria-hidden="true" />
            {t('support')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            {t('settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={isPending}
          onSelect={(event) => {
            event.preventDefault();
            logout();
          }}
        >
          <LogOut aria-hidden="true" />
          {isPending ? t('signingOut') : t('signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
