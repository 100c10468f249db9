import { KeyRound, Mail, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '../../../../contract/accounts.js';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { displayName, hasEmail } from '../../../lib/session';
import { ActivationOverlay } from './activation-overlay';
import { SavedCredentials } from './saved-credentials';

/**
 * The signed-in client's home (000 §2). Hosting accounts, downloads and VPS orders join this page with
 * their features; until then it shows only what is real: the account itself.
 */
export function ClientDashboard({ user }: { user: User }) {
  const needsActivation = user.isAnonymous && !hasEmail(user);
  return (
    <div className="relative min-h-[32rem]">
      <div
        className={needsActivation ? 'pointer-events-none select-none opacity-40 blur-[1px]' : undefined}
        aria-hidden={needsActivation || undefined}
        inert={needsActivation || undefined}
        data-testid="client-dashboard-content"
      >
        <div className="grid gap-6">
          <PageHeader
            title={`Welcome back, ${displayName(user)}`}
            description="Your free hosting account at a glance."
            actions={<Button variant="outline" asChild><Link href="/profile">Edit profile</Link></Button>}
          />
          {user.isAnonymous && <SavedCredentials />}
          <div className="grid gap-6 md:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2"><UserRound className="size-5 text-primary" aria-hidden="true" />Your account</CardTitle>
                <CardDescription>Signed in as {user.username}</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-muted-foreground">Account type</span>
                  <Badge variant="secondary">{user.isAnonymous ? 'Anonymous' : 'Registered'}</Badge>
                </div>
                <div className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-1.5 text-muted-foreground"><Mail className="size-4" aria-hidden="true" />Email</span>
                  <span className="truncate font-medium">{hasEmail(user) ? user.email : 'Not set'}</span>
                </div>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2"><ShieldCheck className="size-5 text-primary" aria-hidden="true" />Security</CardTitle>
                <CardDescription>Keep your password and recovery phrase somewhere safe.</CardDescription>
              </CardHeader>
              <CardContent>
                <Button variant="outline" asChild>
                  <Link href="/settings"><KeyRound aria-hidden="true" />Change password</Link>
                </Button>
              </CardContent>
            </Card>
          </div>
        </div>
      </div>
      {needsActivation && <ActivationOverlay userId={user.id} />}
    </div>
  );
}
