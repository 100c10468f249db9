import { LogOut } from 'lucide-react';
import { useState } from 'react';
import type { SessionView } from '../../../../contract/account-safety.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { SessionRow } from './session-row';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { sessionsMessages } from '../i18n';

/**
 * The Sessions section of /settings (anchor 'sessions', where 'Manage Sessions' leads): the signed-in devices, this
 * one first, then the others as the server orders them (latest activity first).
 */
export function SessionsSection() {
  const t = useMessages(sessionsMessages);
  const tError = useErrorText();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [target, setTarget] = useState<SessionView | null>(null);
  const [confirmOthers, setConfirmOthers] = useState(false);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const signOutOne = () => {
    if (!target) return;
    revoke.mutate(target.id, {
      onSuccess: (answer) => {
        toast({
          title: answer?.message ?? tError(ACCOUNT_SAFETY_MESSAGES.sessionRevoked),
          description: t('deviceSignedOut', { browser: target.browser }),
        });
        setTarget(null);
      },
      onError: (error) =>
        toast({
          title: t('signOutFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        }),
    });
  };

  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: (answer) => {
        toast({
          title: answer.message,
          description:
            answer.revoked === 1 ? t('devicesSignedOutOne') : t('devicesSignedOut', { count: answer.revoked }),
        });
        setConfirmOthers(false);
      },
      onError: (error) =>
        toast({
          title: t('signOutFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        }),
    });

  return (
    <Card id="sessions" className="scroll-mt-24">
      <div className="flex flex-col p-6 gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <Button
          variant="outline"
          className="shrink-0 self-start"
          disabled={others === 0}
          onClick={() => setConfirmOthers(true)}
        >
          <LogOut aria-hidden="true" />
          {t('signOutAllOthersButton')}
        </Button>
      </div>
      <CardContent>
        {sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadFailed', { reason: errorMessage(sessions.error, t('unknownError')) })}
          </p>
        ) : !sessions.data ? (
          <Spinner label={t('loading')} />
        ) : (
          <ul aria-label={t('devicesLabel')} className="grid divide-y">
            {[...sessions.data]
              .sort((a, b) => Number(b.current) - Number(a.current))
              .map((session) => (
                <SessionRow key={session.id} session={session} onSignOut={setTarget} />
              ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={target !== null}
        title={t('signOutDeviceTitle')}
        description={
          !target
            ? ''
            : target.address
              ? t('signOutDeviceDescription', { browser: target.browser, address: target.address })
              : t('signOutDeviceDescriptionNoAddress', { browser: target.browser })
        }
        confirmLabel={t('signOut')}
        pendingLabel={t('signingOut')}
        pending={revoke.isPending}
        onConfirm={signOutOne}
        onClose={() => setTarget(null)}
      />
      <ConfirmDialog
        open={confirmOthers}
        title={t('signOutOthersTitle')}
        description={others === 1 ? t('signOutOthersDescriptionOne') : t('signOutOthersDescription', { count: others })}
        confirmLabel={t('signOutAllOthersConfirm')}
        pendingLabel={t('signingOut')}
        pending={revokeOthers.isPending}
        onConfirm={signOutOthers}
        onClose={() => setConfirmOthers(false)}
      />
    </Card>
  );
}
