import { MonitorSmartphone } from 'lucide-react';
import type { User } from '../../../contract/accounts.js';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { NotificationSettings, PasswordForm } from '../../features/settings';
import { SecurityEvents } from '../../features/audit-log';
import { YourDataSection } from '../../features/my-data';
import { SessionsSection } from '../../features/sessions';
import { TwoFactorSection } from '../../features/two-factor';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMessages } from '../../lib/i18n/messages';
import { settingsMessages } from '../../features/settings';

/** /settings (signed in only; the router shows the signed-out message). */
export function SettingsRoute({ user }: { user: User }) {
  const t = useMessages(settingsMessages);
  useDocumentTitle(t('pageTitle'));
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('pageTitle')}
        description={t('pageDescription')}
        actions={
          <Button variant="outline" asChild>
            {/* Already on /settings: a plain in-page anchor (a router link to the same path would not scroll). */}
            <a href="#sessions">
              <MonitorSmartphone aria-hidden="true" />
              {t('manageSessions')}
            </a>
          </Button>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PasswordForm userId={user.id} />
        <TwoFactorSection username={user.username} />
      </div>
      <SessionsSection />
      <SecurityEvents />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <NotificationSettings />
        <YourDataSection />
      </div>
    </div>
  );
}
