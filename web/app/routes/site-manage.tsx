import { useParams } from 'wouter';
import type { User } from '../../../contract/accounts.js';
import { SiteManagePage } from '../../features/site-manage';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /sites/:id: the "Manage site" area of one of the signed-in customer's hosting accounts. */
// The router hands every signed-in screen its user; this one asks the server for everything it shows.
export function SiteManageRoute(_props: { user: User }) {
  const { id = '' } = useParams<{ id: string }>();
  useDocumentTitle('Manage site');
  const accountId = Number(id);
  if (!Number.isInteger(accountId) || accountId <= 0) return <p role="alert">Hosting account not found</p>;
  return <SiteManagePage key={accountId} accountId={accountId} />;
}
