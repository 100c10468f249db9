import { Eye } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '../../../contract/accounts.js';
import { Button } from '../../components/ui/button';
import { layoutMessages } from '../../lib/i18n/layout-messages';
import { useMessages } from '../../lib/i18n/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ClientHome } from './client-home';
import { adminRoutesMessages } from './admin-i18n';

/** /client: an admin sees the client dashboard (001 §2). */
export function ClientViewRoute({ user }: { user: User }) {
  const t = useMessages(adminRoutesMessages);
  useDocumentTitle(useMessages(layoutMessages)('clientView'));
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2">
          <Eye className="size-4 shrink-0" aria-hidden="true" />
          {t('clientViewNotice')}
        </p>
        <Button size="sm" variant="outline" asChild>
          <Link href="/admin-dashboard">{t('backToAdminDashboard')}</Link>
        </Button>
      </div>
      <ClientHome user={user} />
    </div>
  );
}
