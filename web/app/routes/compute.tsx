import { SignedOutNotice } from '../../components/signed-out-notice';
import { ComputePage } from '../../features/compute';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /compute (001 §2): everyone may open it; launching needs an account, so visitors are asked to sign in. */
export default function ComputeRoute() {
  useDocumentTitle('Compute');
  const { user } = useCurrentUser();
  if (!user) return <SignedOutNotice message="Please sign in to launch and manage compute instances." redirectTo="/compute" />;
  return <ComputePage user={user} />;
}
