import { lazy, Suspense, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { useStripePublicKey } from '../../../lib/client-config';
import { DEFAULT_DONATION_CENTS } from '../../../../contract/donation-tier-list.js';
import { useMessages } from '../../../lib/i18n/messages';
import { donationsMessages } from '../i18n';

// The dialog (its steps, the card form and Stripe's loader) is fetched when a donation is first opened, so the
// landing page's first load carries none of it; the tiers and buttons draw at once.
const loadDialog = () => import('../components/donation-dialog');
const DonationDialog = lazy(async () => ({ default: (await loadDialog()).DonationDialog }));

/**
 * Opens the donation dialog at a monthly amount (cents). Without a Stripe publishable key donations are blocked
 * (000 §5): the toast 'Donations Unavailable' instead of the dialog, and `unavailable` for the banner.
 */
export function useDonationDialog() {
  const { publicKey, isLoading } = useStripePublicKey();
  const [state, setState] = useState({ open: false, cents: DEFAULT_DONATION_CENTS, wanted: false });
  const unavailable = !isLoading && !publicKey;
  const t = useMessages(donationsMessages);

  const openDonation = (cents: number = DEFAULT_DONATION_CENTS) => {
    if (unavailable) {
      toast({ title: t('unavailableTitle'), description: t('unavailable'), variant: 'destructive' });
      return;
    }
    setState({ open: true, cents, wanted: true });
  };

  // Mounted from the first opening on, so it keeps its state and closing animation like before.
  const dialog = state.wanted ? (
    <Suspense fallback={null}>
      <DonationDialog
        open={state.open}
        defaultCents={state.cents}
        onOpenChange={(open) => setState((s) => ({ ...s, open }))}
      />
    </Suspense>
  ) : null;
  return { openDonation, dialog, unavailable, preload: loadDialog };
}
