import { DonationSuccessPage } from '../../features/donations';

/** /donation-success (000 §7): the donation dialog's return address. */
export function DonationSuccessRoute() {
  return <DonationSuccessPage />;
}
