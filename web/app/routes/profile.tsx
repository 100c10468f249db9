import { useSearch } from 'wouter';
import { PageHeader } from '../../components/page-header';
import { AccountOverview, ProfileForm, profileMessages } from '../../features/profile';
import { useMessages } from '../../lib/i18n/messages';
import type { User } from '../../../contract/accounts.js';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /profile (signed in only; the router shows the signed-out message). */
export function ProfileRoute({ user }: { user: User }) {
  const emailRequired = new URLSearchParams(useSearch()).get('email_required') === '1';
  const t = useMessages(profileMessages);
  useDocumentTitle(t('pageTitle'));
  return (
    <div className="grid gap-6">
      <PageHeader title={t('pageTitle')} description={t('pageDescription')} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ProfileForm user={user} emailRequired={emailRequired} />
        </div>
        <AccountOverview user={user} />
      </div>
    </div>
  );
}
