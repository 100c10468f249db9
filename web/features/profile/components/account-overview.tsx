import { Settings } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '../../../../contract/accounts.js';
import { BREAKABLE, BreakableText } from '../../../components/breakable-text';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../../components/ui/card';

function formatJoined(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Account Overview: username, e-mail, joined date, Admin/Client badge and a link to Settings. */
export function AccountOverview({ user }: { user: User }) {
  return (
    <Card>
      <div className="flex p-6 flex-row items-center justify-between gap-2">
        <CardTitle>Account Overview</CardTitle>
        <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>
          {user.role === 'admin' ? 'Admin' : 'Client'}
        </Badge>
      </div>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Username</dt>
            <dd className="break-all font-medium">{user.username}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Email</dt>
            <dd className={`font-medium ${BREAKABLE}`}>
              {user.email?.trim() ? <BreakableText text={user.email} /> : 'Not set'}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Joined</dt>
            <dd className="font-medium">{formatJoined(user.createdAt)}</dd>
          </div>
        </dl>
        <Button variant="outline" asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
