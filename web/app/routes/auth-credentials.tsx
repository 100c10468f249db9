import { ArrowRight, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { CredentialsCard } from '../../components/credentials-card';
import { SupportContactLink } from '../../components/support-contact';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useConversionTracking } from '../../features/conversion';
import { AddEmailCard } from '../../features/dashboard';
import { hasEmail, useCurrentUser } from '../../lib/session';
import { getShownOnceCredentials } from '../../lib/storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMessages } from '../../lib/i18n/messages';
import { withElements } from '../../lib/i18n/with-elements';
import { routesMessages } from './i18n';

/**
 * The new account's one calm panel: a welcome, the generated details with copy buttons and the
 * recovery phrase as a file, and the offer of an e-mail where there is none. Nothing counts down, nothing is
 * blurred, and the way on is the visitor's own click. The registration's conversion event is sent here, where
 * the anonymous sign-ups now arrive straight away (it used to be the /conversion page's countdown).
 * Its own module: only a sign-up reaches it, so /auth's first load carries none of it (auth.tsx loads it lazily).
 */
export function ShowCredentials() {
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const [credentials] = useState(getShownOnceCredentials);
  useConversionTracking(credentials ? 'anonymous' : null);
  const t = useMessages(routesMessages);
  useDocumentTitle(t('credentialsDocumentTitle'));
  const toDashboard = (
    <Button onClick={() => navigate('/')}>
      {t('continueToDashboard')}
      <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
    </Button>
  );
  if (!credentials) {
    return (
      <Card className="mx-auto max-w-lg">
        <CardHeader>
          <CardTitle>{t('credentialsGoneTitle')}</CardTitle>
          <CardDescription>
            {withElements((values) => t('credentialsGone', values), { support: <SupportContactLink /> })}
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
          {t('welcome')}
        </h1>
        <p className="text-muted-foreground">{t(credentials.domain ? 'readyWithSite' : 'ready')}</p>
      </div>
      <CredentialsCard
        credentials={credentials}
        site={credentials.domain}
        title={t('detailsTitle')}
        description={t('detailsDescription')}
        footer={toDashboard}
      />
      {user && !hasEmail(user) && <AddEmailCard userId={user.id} />}
    </div>
  );
}
