import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { useEmailVerification, useSendEmailVerification } from '../../../api/email-verification';
import { errorMessage } from '../../../lib/api-error';
import { COMPUTE_META_KEY } from '../api/get-compute-meta';

/**
 * The trial card's next step when the account's e-mail is not confirmed: send the link, then wait for
 * it to be followed (in this browser or another) and read the trial's eligibility again.
 */
export function VerifyEmailStep() {
  const queryClient = useQueryClient();
  const status = useEmailVerification();
  const send = useSendEmailVerification();
  const t = useMessages(computeMessages);
  const verified = status.data?.verified ?? false;

  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: COMPUTE_META_KEY });
  }, [verified, queryClient]);

  if (!status.data) return null;
  const { email, sentAt } = status.data;
  return (
    <div role="region" aria-label={t('confirmYourEmail')} className="grid gap-2 rounded-lg border bg-muted/30 p-3">
      <p className="flex items-center gap-2 text-sm font-medium">
        <MailCheck className="size-4 text-primary" aria-hidden="true" />
        {email ? t('confirmEmail', { email }) : t('confirmYourEmail')}
      </p>
      {sentAt ? (
        <p role="status" className="text-sm text-muted-foreground">
          {send.data?.message ?? t('linkSent', { email: email ?? t('yourAddress') })} {t('pageUpdates')}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('willEmail', { email: email ?? '' })}</p>
      )}
      {send.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(send.error, t('sendLinkFailed'))}
        </p>
      )}
      <div>
        <Button
          type="button"
          size="sm"
          variant={sentAt ? 'outline' : 'default'}
          disabled={send.isPending}
          onClick={() => send.mutate()}
        >
          {send.isPending ? t('sending') : sentAt ? t('sendNewLink') : t('sendConfirmationLink')}
        </Button>
      </div>
    </div>
  );
}
