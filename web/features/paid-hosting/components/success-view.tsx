import { CircleCheck, Clock, ExternalLink, LayoutDashboard, Server } from 'lucide-react';
import { Link } from 'wouter';
import type { ConfirmResponse } from '../../../../contract/paid-hosting.js';
import { CopyableField } from '../../../components/copyable-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useMessages } from '../../../lib/i18n/messages';
import { useCurrentUser } from '../../../lib/session';
import { paidHostingMessages } from '../i18n';

/** 000 §2 success view: cPanel and dashboard credentials, 'Go to dashboard' (/dashboard) and 'Open cPanel'. */
export function SuccessView({ result }: { result: ConfirmResponse }) {
  const { credentials, hostingAccount } = result;
  const isLive = hostingAccount.status === 'active';
  const { user } = useCurrentUser();
  const t = useMessages(paidHostingMessages);
  // A buyer already signed in is not told to sign in.
  const existingAccountNote = user ? t('onYourAccount') : t('signInExisting');
  return (
    <div className="grid gap-6" data-testid="paid-hosting-success">
      <div className="grid justify-items-center gap-3 text-center">
        {/* A green tick only once the site is live; until then a clock (no tick above a message that is not done). */}
        {isLive ? (
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <CircleCheck className="size-8" aria-hidden="true" />
          </span>
        ) : (
          <span className="flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <Clock className="size-8" aria-hidden="true" />
          </span>
        )}
        <h2 className="text-2xl font-bold tracking-tight">
          {t(isLive ? 'successReady' : 'successPaid', { domain: result.domain })}
        </h2>
        <p className="max-w-xl text-muted-foreground">{result.message}</p>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Server className="size-5 text-primary" aria-hidden="true" />
              {t('cpanel')}
            </CardTitle>
            <CardDescription>{t('cpanelDescription', { domain: result.domain })}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4">
              <CopyableField label={t('cpanelUsername')} value={credentials.cpanelUsername} />
              <CopyableField label={t('cpanelPassword')} value={credentials.cpanelPassword} />
              {hostingAccount.cpanelUrl && (
                <CopyableField label={t('cpanelAddress')} value={hostingAccount.cpanelUrl} />
              )}
            </dl>
          </CardContent>
        </Card>
        <Card className="border-primary/30">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <LayoutDashboard className="size-5 text-primary" aria-hidden="true" />
              {t('dashboard')}
            </CardTitle>
            <CardDescription>{credentials.password ? t('saveNow') : existingAccountNote}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4">
              <CopyableField label={t('username')} value={result.user.username || null} />
              <CopyableField label={t('email')} value={credentials.userEmail} />
              {credentials.password && <CopyableField label={t('password')} value={credentials.password} />}
              {credentials.recoveryPhrase && (
                <CopyableField label={t('recoveryPhrase')} value={credentials.recoveryPhrase} />
              )}
            </dl>
          </CardContent>
        </Card>
      </div>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild size="lg">
          <Link href="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            {t('goToDashboard')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" disabled={!hostingAccount.cpanelUrl}>
          <a
            href={hostingAccount.cpanelUrl ?? '#'}
            target="_blank"
            rel="noopener noreferrer"
            aria-disabled={!hostingAccount.cpanelUrl}
          >
            {t('openCpanel')}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
        </Button>
      </div>
    </div>
  );
}
