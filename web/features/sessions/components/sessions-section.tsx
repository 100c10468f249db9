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

/**
 * The Sessions section of /settings (anchor 'sessions', where 'Manage Sessions' leads): the signed-in devices, this
 * one first, then the others as the server orders them (latest activity first).
 */
export function SessionsSection() {
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
        toast({ title: answer?.message ?? 'Session signed out', description: `${target.browser} is signed out.` });
        setTarget(null);
      },
      onError: (error) =>
        toast({
          title: 'Sign out failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: (answer) => {
        toast({
          title: answer.message,
          description: answer.revoked === 1 ? '1 device was signed out.' : `${answer.revoked} devices were signed out.`,
        });
        setConfirmOthers(false);
      },
      onError: (error) =>
        toast({
          title: 'Sign out failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <Card id="sessions" className="scroll-mt-24">
      <div className="flex flex-col p-6 gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Sessions</CardTitle>
          <CardDescription>
            The devices signed in to your account. Sign out any you do not recognise, then change your password.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          className="shrink-0 self-start"
          disabled={others === 0}
          onClick={() => setConfirmOthers(true)}
        >
          <LogOut aria-hidden="true" />
          Sign out all other sessions
        </Button>
      </div>
      <CardContent>
        {sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load your sessions: {errorMessage(sessions.error, 'unknown error')}
          </p>
        ) : !sessions.data ? (
          <Spinner label="Loading sessions..." />
        ) : (
          <ul aria-label="Signed-in devices" className="grid divide-y">
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
        title="Sign out this device?"
        description={
          target ? `${target.browser} at ${target.address ?? 'an unknown address'} will have to sign in again.` : ''
        }
        confirmLabel="Sign out"
        pendingLabel="Signing out..."
        pending={revoke.isPending}
        onConfirm={signOutOne}
        onClose={() => setTarget(null)}
      />
      <ConfirmDialog
        open={confirmOthers}
        title="Sign out all other sessions?"
        description={`Every device but this one (${others === 1 ? '1 session' : `${others} sessions`}) will have to sign in again.`}
        confirmLabel="Sign out all others"
        pendingLabel="Signing out..."
        pending={revokeOthers.isPending}
        onConfirm={signOutOthers}
        onClose={() => setConfirmOthers(false)}
      />
    </Card>
  );
}
