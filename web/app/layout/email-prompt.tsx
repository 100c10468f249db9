import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { TIMINGS } from '../../../contract/constants.js';
import { toast } from '../../components/ui/use-toast';
import { hasEmail, useCurrentUser } from '../../lib/session';
import { getEmailPromptState, setEmailPromptState } from '../../lib/storage';

// Screens whose own toasts carry something the person must read first (credentials, countdowns).
const QUIET_PATHS = ['/auth', '/conversion'];

/**
 * The one-time 'Add your email address' toast (000 §4, §8). Armed in sessionStorage (emailPromptPending)
 * when a sign-in yields a user without an e-mail; shown once, reset on sign-out.
 */
export function EmailPrompt() {
  const { user } = useCurrentUser();
  const [location] = useLocation();
  useEffect(() => {
    if (!user || hasEmail(user) || QUIET_PATHS.includes(location)) return;
    if (getEmailPromptState() !== 'pending') return;
    setEmailPromptState('shown');
    toast({
      title: 'Add your email address',
      description: 'Please add an email so we can deliver credentials securely.',
      duration: TIMINGS.emailPromptToastMs,
    });
  }, [user, location]);
  return null;
}
