import type { User } from '../../../contract/accounts.js';
import { ClientDashboardLayout } from '../../features/dashboard';
import { lazyAfterPaint } from '../lazy-screen';

// The greeting is drawn as soon as the user is known; the cards' code (about fifty small files) and their API calls
// are fetched after that first paint, not before it (the largest paint, this greeting, waited for
// all of them, 4.2 s on Lighthouse's phone). The greeting stays in place and the cards appear below it.
const ClientHomeWithCards = lazyAfterPaint(
  () => import('./client-home-cards'),
  (m) => m.ClientHomeWithCards,
);

/** The client dashboard as / and /dashboard show it to a client and /client to an admin (000 §2). */
export function ClientHome({ user }: { user: User }) {
  return <ClientHomeWithCards user={user} placeholder={<ClientDashboardLayout user={user} />} />;
}
