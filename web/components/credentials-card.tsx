import { Download, KeyRound, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { downloadFile } from '../lib/download-file';
import type { Credentials } from '../lib/storage';
import { CopyableField } from './copyable-field';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './ui/card';
import { useMessages } from '../lib/i18n/messages';
import { componentsMessages } from './i18n';

/** The recovery file: the phrase with the username it recovers (the phrase alone does not say which account). */
export function recoveryFileText(
  credentials: Pick<Credentials, 'username' | 'recoveryPhrase'>,
  site?: string | null,
): string {
  return [
    'HostFree account recovery',
    '',
    `Username: ${credentials.username}`,
    ...(site ? [`Site: ${site}`] : []),
    `Recovery phrase: ${credentials.recoveryPhrase}`,
    '',
    "Keep this file somewhere safe and private. With the recovery phrase, anyone can reset this account's password",
    '(Sign in → Recover).',
    '',
  ].join('\n');
}

/**
 * Generated credentials, shown once: username, password and recovery phrase with copy buttons, and the
 * recovery phrase as a file to keep (one calm panel, never a toast).
 */
export function CredentialsCard({
  credentials,
  title,
  description,
  site,
  footer,
}: {
  credentials: Credentials;
  title?: string;
  description?: string;
  /** The free site made with the account, when there is one (domain registration). */
  site?: string | null;
  footer?: ReactNode;
}) {
  const t = useMessages(componentsMessages);
  return (
    <Card className="border-primary/30">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          {title ?? t('credentialsTitle')}
        </CardTitle>
        <CardDescription>{description ?? t('credentialsDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-4">
          {site && <CopyableField label={t('yourSite')} value={site} />}
          <CopyableField label={t('username')} value={credentials.username} />
          <CopyableField label={t('password')} value={credentials.password} />
          <CopyableField label={t('recoveryPhrase')} value={credentials.recoveryPhrase} />
        </dl>
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('recoveryOnlyWay')}
        </p>
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() =>
            downloadFile(recoveryFileText(credentials, site), `hostfree-recovery-${credentials.username}.txt`)
          }
        >
          <Download aria-hidden="true" />
          {t('downloadRecoveryPhrase')}
        </Button>
      </CardContent>
      {footer && <CardFooter className="flex flex-wrap gap-2">{footer}</CardFooter>}
    </Card>
  );
}
