import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Card } from '../../components/ui/card';
import { AuthTabs, authMessages, isAuthTab, pendingDomainPath, safeInternalPath } from '../../features/auth';
import { AccountErasedNotice } from '../../features/my-data';
import { useCurrentUser } from '../../lib/session';
import { getPendingDomain } from '../../lib/storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMessages } from '../../lib/i18n/messages';
import { lazyScreen } from '../lazy-screen';

// The new account's panel is reached only by a sign-up: fetched when the Anonymous form is sent (so it draws at once
// when the sign-up answers), never on a visitor's first load.
const ShowCredentials = lazyScreen(
  () => import('./auth-credentials'),
  (m) => m.ShowCredentials,
);

/** /auth: Anonymous, Login, Register and Recover tabs; ?showCredentials=true shows the new account's details. */
const AUTH_POINTS = ['pointNoCard', 'pointGenerated', 'pointSignInAnyTime'] as const;

export function AuthRoute() {
  const search = new URLSearchParams(useSearch());
  const { user } = useCurrentUser();
  // Only people already signed in when they arrive are sent away; a sign-in made here redirects itself.
  const [signedInOnArrival] = useState(() => user !== null);
  if (search.get('showCredentials') === 'true') return <ShowCredentials />;
  return <AuthPage search={search} signedInOnArrival={signedInOnArrival} />;
}

/** The tabs with the page's lead; someone signed in on arrival is sent on instead. */
function AuthPage({ search, signedInOnArrival }: { search: URLSearchParams; signedInOnArrival: boolean }) {
  const tab = search.get('tab');
  const redirect = search.get('redirect');
  const erased = search.get('erased') === 'true';
  const [, navigate] = useLocation();
  const t = useMessages(authMessages);
  useDocumentTitle(t('documentTitle'));

  useEffect(() => {
    if (signedInOnArrival) {
      navigate(pendingDomainPath(getPendingDomain()) ?? safeInternalPath(redirect) ?? '/', { replace: true });
    }
  }, [signedInOnArrival, redirect, navigate]);

  if (signedInOnArrival) return null;

  return (
    <div className="grid gap-6">
      {erased && <AccountErasedNotice />}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_1.1fr] lg:gap-10">
        <div className="grid gap-3 lg:gap-5 lg:pt-8">
          <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{t('pageTitle')}</h1>
          <p className="text-muted-foreground sm:text-lg">{t('pageLead')}</p>
          <ul className="hidden gap-3 lg:grid">
            {AUTH_POINTS.map((item) => (
              <li key={item} className="flex items-start gap-2 text-sm">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                {t(item)}
              </li>
            ))}
          </ul>
        </div>
        <Card>
          <div className="p-4 sm:p-6">
            <AuthTabs
              initialTab={isAuthTab(tab) ? tab : 'anonymous'}
              onAnonymousSubmit={() => void ShowCredentials.preload()}
            />
          </div>
        </Card>
      </div>
    </div>
  );
}
