import { ArrowRight, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CredentialsCard } from '../../components/credentials-card';
import { SupportContactLink } from '../../components/support-contact';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { AuthTabs, isAuthTab, pendingDomainPath, safeInternalPath } from '../../features/auth';
import { useConversionTracking } from '../../features/conversion';
import { AddEmailCard } from '../../features/dashboard';
import { AccountErasedNotice } from '../../features/my-data';
import { hasEmail, useCurrentUser } from '../../lib/session';
import { getPendingDomain, getShownOnceCredentials } from '../../lib/storage';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The new account's one calm panel: a welcome, the generated details with copy buttons and the
 * recovery phrase as a file, and the offer of an e-mail where there is none. Nothing counts down, nothing is
 * blurred, and the way on is the visitor's own click. The registration's conversion event is sent here, where
 * the anonymous sign-ups now arrive straight away (it used to be the /conversion page's countdown).
 */
function ShowCredentials() {
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const [credentials] = useState(getShownOnceCredentials);
  useConversionTracking(credentials ? 'anonymous' : null);
  const toDashboard = (
    <Button onClick={() => navigate('/')}>
      Continue to Dashboard
      <ArrowRight aria-hidden="true" />
    </Button>
  );
  if (!credentials) {
    return (
      <Card className="mx-auto max-w-lg">
        <CardHeader>
          <CardTitle>Your credentials are no longer shown</CardTitle>
          <CardDescription>
            Generated credentials are kept in this browser only briefly. If you did not save them, sign out and use the
            Recover tab with your recovery phrase, or <SupportContactLink />.
          </CardDescription>
        </CardHeader>
        <CardContent>{toDashboard}</CardContent>
      </Card>
    );
  }
  return (
    <div className="mx-auto grid max-w-lg gap-4">
      <div className="grid gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <CircleCheck className="size-6 shrink-0 text-emerald-600" aria-hidden="true" />
          Welcome to HostFree
        </h1>
        <p className="text-muted-foreground">
          {credentials.domain ? 'Your account and your free site are ready.' : 'Your account is ready.'} We made these
          details for you: keep them before you go on.
        </p>
      </div>
      <CredentialsCard
        credentials={credentials}
        site={credentials.domain}
        title="Your account details"
        description="The password and recovery phrase are shown only on this page. Copy them into a password manager or download the recovery phrase."
        footer={toDashboard}
      />
      {user && !hasEmail(user) && <AddEmailCard userId={user.id} />}
    </div>
  );
}

/** /auth: Anonymous, Login, Register and Recover tabs; ?showCredentials=true shows the new account's details. */
export function AuthRoute() {
  const search = new URLSearchParams(useSearch());
  const showCredentials = search.get('showCredentials') === 'true';
  const tab = search.get('tab');
  const redirect = search.get('redirect');
  const erased = search.get('erased') === 'true';
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  // Only people already signed in when they arrive are sent away; a sign-in made here redirects itself.
  const [signedInOnArrival] = useState(() => user !== null);
  useDocumentTitle(showCredentials ? 'Your credentials' : 'Sign in or create an account');

  useEffect(() => {
    if (signedInOnArrival && !showCredentials) {
      navigate(pendingDomainPath(getPendingDomain()) ?? safeInternalPath(redirect) ?? '/', { replace: true });
    }
  }, [signedInOnArrival, showCredentials, redirect, navigate]);

  if (showCredentials) return <ShowCredentials />;
  if (signedInOnArrival) return null;

  return (
    <div className="grid gap-6">
      {erased && <AccountErasedNotice />}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_1.1fr] lg:gap-10">
        <div className="grid gap-3 lg:gap-5 lg:pt-8">
          <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">Your free hosting account</h1>
          <p className="text-muted-foreground sm:text-lg">
            Go anonymous with just an email address, or register with a username and password of your own.
          </p>
          <ul className="hidden gap-3 lg:grid">
            {[
              'No credit card and no phone number',
              'Credentials and a recovery phrase generated for you',
              'Sign in any time with your username or email',
            ].map((item) => (
              <li key={item} className="flex items-start gap-2 text-sm">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <Card>
          <div className="p-4 sm:p-6">
            <AuthTabs initialTab={isAuthTab(tab) ? tab : 'anonymous'} />
          </div>
        </Card>
      </div>
    </div>
  );
}
