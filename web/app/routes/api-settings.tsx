import { ApiSettingsScreen, apiSettingsMessages } from '../../features/api-settings';
import { useMessages } from '../../lib/i18n/messages';
import { TwoFactorHoldGate } from '../../features/two-factor';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/api-settings (001 §2): admins only; the router sends anyone else to /auth with 'Unauthorized'. */
export function ApiSettingsRoute() {
  const t = useMessages(apiSettingsMessages);
  useDocumentTitle(t('pageTitle'));
  return (
    <TwoFactorHoldGate loadingLabel={t('loading')}>
      <ApiSettingsScreen />
    </TwoFactorHoldGate>
  );
}
