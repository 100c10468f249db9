import type { User } from '../../../contract/accounts.js';
import { ComputePage } from '../../features/compute';
import { AddEmailCard } from '../../features/dashboard';

/**
 * /compute for someone signed in: the compute page with the dashboard's add-email card, the trial's next step when
 * needed (features never import each other). Its own chunk, so a visitor, who only sees the sign-in notice, never
 * downloads the compute feature.
 */
export function ComputeSignedIn({ user }: { user: User }) {
  return <ComputePage user={user} addEmailCard={<AddEmailCard userId={user.id} />} />;
}
