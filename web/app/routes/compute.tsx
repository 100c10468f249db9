import type { User } from '../../../contract/accounts.js';
import { ComputePage } from '../../features/compute';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /compute (001 §2): everyone may open it; signed-out visitors are asked to sign in, admins get shortcuts too. */
export default function ComputeRoute({ user }: { user: User }) {
  useDocumentTitle('Compute');
  return <ComputePage user={user} />;
}
