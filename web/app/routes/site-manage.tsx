import { useParams } from 'wouter';
import type { User } from '../../../contract/accounts.js';
import { SiteManagePage } from '../../features/site-manage';
import { useMessages } from '../../lib/i18n/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { routesMessages } from './i18n';

/** /sites/:id: the "Manage site" area of one of the signed-in customer's hosting accounts. */
// The router hands every signed-in screen its user; this one asks the server for everything it shows.
export function SiteManageRoute(_props: { user: User }) {
  const { id = '' } = useParams<{ id: string }>();
  const t = useMessages(routesMessages);
  useDocumentTitle(t('manageSite'));
  const accountId = Number(id);
  if (!Number.isInteger(accountId) || accountId <= 0) return <p role="alert">{t('hostingAccountNotFound')}</p>;
  return <SiteManagePage key={accountId} accountId={accountId} />;
}
