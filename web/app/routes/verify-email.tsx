import { MailCheck } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../contract/email-verification-constants.js';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useConfirmEmailVerification } from '../../api/email-verification';
import { errorMessage } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /verify-email?token=…: the page a confirmation link opens. The address is confirmed when the person
 * presses the button, not on load, so a mail scanner that opens links does not confirm it for them.
 */
export function VerifyEmailRoute() {
  useDocumentTitle('Confirm your e-mail');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const confirm = useConfirmEmailVerification();

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailCheck className="size-5 text-primary" aria-hidden="true" />
          Confirm your e-mail address
        </CardTitle>
        <CardDescription>
          Confirming proves the address is yours. It lets you take the free 48-hour cloud trial.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {confirm.isSuccess ? (
          <>
            <p role="status" className="text-sm">
              {EMAIL_VERIFICATION_MESSAGES.verified} ({confirm.data.email})
            </p>
            <Button asChild>
              <Link href="/compute">Go to Cloud Compute</Link>
            </Button>
          </>
        ) : !token ? (
          <p role="alert" className="text-sm text-destructive">
            {EMAIL_VERIFICATION_MESSAGES.invalidLink}
          </p>
        ) : (
          <>
            {confirm.isError && (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(confirm.error, EMAIL_VERIFICATION_MESSAGES.invalidLink)}
              </p>
            )}
            <Button type="button" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
              {confirm.isPending ? 'Confirming...' : 'Confirm my e-mail address'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
