import type { AdminHostingAccount, AdminHostingUserEntry } from '../../../../contract/hosting.js';
import { Badge } from '../../../components/ui/badge';
import { AccountCard } from './account-card';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingCountMessages, hostingMessages } from '../i18n';

/** The roles the server sends, in the page's language; any other is shown as sent. */
const ROLE_KEYS = { admin: 'roleAdmin', client: 'roleClient' } as const;

function fullName(user: Pick<AdminHostingUserEntry, 'firstName' | 'lastName' | 'username'>): string {
  return (
    [user.firstName, user.lastName]
      .filter((p) => p && p.trim())
      .join(' ')
      .trim() || user.username
  );
}

/** One user's accounts on this page (001 §2: avatar initial, name, email, role, account count). */
export function UserAccountsGroup({
  user,
  onDelete,
}: {
  user: AdminHostingUserEntry;
  onDelete: (account: AdminHostingAccount) => void;
}) {
  const t = useMessages(hostingMessages);
  // The list waits for the plural's formatter once, under the tab's Suspense (hosting-accounts-management.tsx).
  const tCount = useMessages(hostingCountMessages);
  const name = fullName(user);
  const roleKey = ROLE_KEYS[user.role as keyof typeof ROLE_KEYS];
  const count = user.hostingAccounts.length;
  return (
    <section aria-label={t('accountsOf', { name })} className="grid gap-3 rounded-xl border bg-muted/30 p-3 sm:p-4">
      <header className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold uppercase text-primary-foreground"
        >
          {name.charAt(0)}
        </span>
        <div className="grid min-w-[10rem] flex-1 gap-0.5">
          <h3 className="truncate font-semibold">{name}</h3>
          <p className="truncate text-sm text-muted-foreground">{user.email ?? t('noEmail')}</p>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={user.role === 'admin' ? 'default' : 'secondary'} className="capitalize">
            {roleKey ? t(roleKey) : user.role}
          </Badge>
          <Badge variant="outline">{tCount('accountCount', { count })}</Badge>
        </div>
      </header>
      <div className="grid gap-3">
        {user.hostingAccounts.map((account) => (
          <AccountCard key={account.id} account={account} onDelete={onDelete} />
        ))}
      </div>
    </section>
  );
}
