import type { User } from '../../../contract/accounts.js';
import { PageHeader } from '../../components/page-header';
import { NotificationSettings, PasswordForm, SessionsCard } from '../../features/settings';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /settings (signed in only; the router shows the signed-out message). */
export function SettingsRoute({ user }: { user: User }) {
  useDocumentTitle('Settings');
  return (
    <div className="grid gap-6">
      <PageHeader title="Settings" description="Your password, notifications and sessions." />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PasswordForm userId={user.id} />
        <div className="grid gap-6">
          <NotificationSettings />
          <SessionsCard />
        </div>
      </div>
    </div>
  );
}
