import { SignedOutNotice } from '../../components/signed-out-notice';
import { getAuthToken } from '../../lib/storage';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lazyScreen } from '../lazy-screen';

// The compute page's code is fetched only for someone signed in: a visitor's first load carried the whole feature
// (about 53 KB of 115) to show a sign-in notice. It suspends under the router's fallback, the one already showing while this
// route's own code loads.
const ComputeSignedIn = lazyScreen(
  () => import('./compute-signed-in'),
  (m) => m.ComputeSignedIn,
);
// A browser holding a session starts fetching it now, beside this module, instead of after this route renders.
if (getAuthToken()) void ComputeSignedIn.preload();

/** /compute (001 §2): everyone may open it; launching needs an account, so visitors are asked to sign in. */
export default function ComputeRoute() {
  useDocumentTitle('Compute');
  const { user } = useCurrentUser();
  if (!user)
    return <SignedOutNotice message="Please sign in to launch and manage compute instances." redirectTo="/compute" />;
  return <ComputeSignedIn user={user} />;
}
