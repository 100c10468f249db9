import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { translate } from '../../../lib/i18n/messages';
import { authMessages } from '../i18n';
import type { SuspendedSignIn } from './suspended-error';

/**
 * A refused sign-in, on /auth's Login tab and in the sign-in dialog: a suspended account's refusal goes to
 * `onSuspended` (the form shows the notice), any other is a toast. The suspension check (and the suspension
 * constants) is fetched with the first refusal, so neither form's first load carries it; if that fetch fails, the
 * refusal is toasted as any other.
 */
export async function showSignInRefusal(error: unknown, onSuspended: (suspension: SuspendedSignIn) => void) {
  const suspended = await import('./suspended-error').then(
    (m) => m.suspendedSignInOf(error),
    () => null,
  );
  if (suspended) {
    onSuspended(suspended);
    return;
  }
  // Asked from a form of this feature, whose messages are here already.
  toast({
    title: translate(authMessages, 'loginFailedTitle'),
    description: errorMessage(error, translate(authMessages, 'tryAgain')),
    variant: 'destructive',
  });
}
