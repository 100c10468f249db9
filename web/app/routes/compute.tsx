import { SignedOutNotice } from '../../components/signed-out-notice';
import { ComputePage } from '../../features/compute';
import { AddEmailCard } from '../../features/dashboard';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /compute (001 §2): everyone may open it; launching needs an account, so visitors are asked to sign in. */
export default function ComputeRoute() {
  useDocumentTitle('Compute');
  const { user } = useCurrentUser();
  if (!user)
    return <SignedOutNotice message="Please sign in to launch and manage compute instances." redirectTo="/compute" />;
  // The trial's next step may be adding an e-mail; the dashboard's card does it (features never import each other).
  return <ComputePage user={user} addEmailCard={<AddEmailCard userId={user.id} />} />;
}
