import { MailCheck } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useConfirmEmailVerification } from '../../api/email-verification';
import { errorMessage } from '../../lib/api-error';
import { useMessages } from '../../lib/i18n/messages';
import { routesMessages } from './i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /verify-email?token=…: the page a confirmation link opens. The address is confirmed when the person
 * presses the button, not on load, so a mail scanner that opens links does not confirm it for them.
 */
export function VerifyEmailRoute() {
  const t = useMessages(routesMessages);
  useDocumentTitle(t('verifyEmailDocumentTitle'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const confirm = useConfirmEmailVerification();

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailCheck className="size-5 text-primary" aria-hidden="true" />
          {t('verifyEmailTitle')}
        </CardTitle>
        <CardDescription>{t('verifyEmailIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {confirm.isSuccess ? (
          <>
            <p role="status" className="text-sm">
              {t('emailVerified')} ({confirm.data.email})
            </p>
            <Button asChild>
              <Link href="/compute">{t('goToCloudCompute')}</Link>
            </Button>
          </>
        ) : !token ? (
          <p role="alert" className="text-sm text-destructive">
            {t('emailInvalidLink')}
          </p>
        ) : (
          <>
            {confirm.isError && (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(confirm.error, t('emailInvalidLink'))}
              </p>
            )}
            <Button type="button" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
              {confirm.isPending ? t('confirming') : t('confirmMyEmail')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
