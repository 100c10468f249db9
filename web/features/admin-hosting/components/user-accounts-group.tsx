import type { AdminHostingAccount, AdminHostingUserEntry } from '../../../../contract/hosting.js';
import { Badge } from '../../../components/ui/badge';
import { AccountCard } from './account-card';

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
  const name = fullName(user);
  const count = user.hostingAccounts.length;
  return (
    <section aria-label={`Accounts of ${name}`} className="grid gap-3 rounded-xl border bg-muted/30 p-3 sm:p-4">
      <header className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold uppercase text-primary-foreground"
        >
          {name.charAt(0)}
        </span>
        <div className="grid min-w-[10rem] flex-1 gap-0.5">
          <h3 className="truncate font-semibold">{name}</h3>
          <p className="truncate text-sm text-muted-foreground">{user.email ?? 'No email'}</p>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={user.role === 'admin' ? 'default' : 'secondary'} className="capitalize">
            {user.role}
          </Badge>
          <Badge variant="outline">
            {count} {count === 1 ? 'account' : 'accounts'}
          </Badge>
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
