import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../../contract/email-verification-constants.js';
import { useEmailVerification, useSendEmailVerification } from '../../../api/email-verification';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { BILLING_KEY } from '../api/get-billing';
import { useMessages } from '../../../lib/i18n/messages';
import { billingMessages } from '../i18n';

/**
 * A signed-in user whose account e-mail is not confirmed sees only what they paid signed in: payments made with that
 * address without signing in join once it is confirmed (anyone can type an address into a profile). The link is
 * the e-mail confirmation's; once it is followed (here or on a phone) the page reads the billing again.
 */
export function ConfirmEmailNote({ email }: { email: string | null }) {
  const queryClient = useQueryClient();
  const status = useEmailVerification();
  const send = useSendEmailVerification();
  const verified = status.data?.verified ?? false;
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: BILLING_KEY });
  }, [verified, queryClient]);
  const sentAt = status.data?.sentAt ?? null;
  const t = useMessages(billingMessages);
  return (
    <div
      className="grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="billing-confirm-email"
    >
      <p>{t('confirmEmailNote', { email: status.data?.email ?? email ?? t('yourAccountEmail') })}</p>
      {sentAt && (
        <p role="status">
          {send.data?.message ?? EMAIL_VERIFICATION_MESSAGES.sent(status.data?.email ?? 'your address')}
        </p>
      )}
      {send.isError && (
        <p role="alert" className="text-destructive">
          {errorMessage(send.error, t('sendFailed'))}
        </p>
      )}
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="w-fit"
        disabled={send.isPending}
        onClick={() => send.mutate()}
      >
        {send.isPending ? t('sending') : sentAt ? t('sendNewConfirmation') : t('sendConfirmation')}
      </Button>
    </div>
  );
}
