import { useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { useStripePublicKey } from '../../../lib/client-config';
import { DEFAULT_DONATION_CENTS, PAYMENT_MESSAGES as M } from '../../../../contract/payments.js';
import { DonationDialog } from '../components/donation-dialog';

/**
 * Opens the donation dialog at a monthly amount (cents). Without a Stripe publishable key donations are blocked
 * (000 §5): the toast 'Donations Unavailable' instead of the dialog, and `unavailable` for the banner.
 */
export function useDonationDialog() {
  const { publicKey, isLoading } = useStripePublicKey();
  const [state, setState] = useState({ open: false, cents: DEFAULT_DONATION_CENTS });
  const unavailable = !isLoading && !publicKey;

  const openDonation = (cents: number = DEFAULT_DONATION_CENTS) => {
    if (unavailable) {
      toast({ title: M.donationsUnavailableTitle, description: M.donationsUnavailable, variant: 'destructive' });
      return;
    }
    setState({ open: true, cents });
  };

  const dialog = <DonationDialog open={state.open} defaultCents={state.cents} onOpenChange={(open) => setState((s) => ({ ...s, open }))} />;
  return { openDonation, dialog, unavailable };
}
