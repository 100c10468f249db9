import { ApiSettingsScreen } from '../../features/api-settings';
import { TwoFactorHoldGate } from '../../features/two-factor';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/api-settings (001 §2): admins only; the router sends anyone else to /auth with 'Unauthorized'. */
export function ApiSettingsRoute() {
  useDocumentTitle('API Settings');
  return (
    <TwoFactorHoldGate>
      <ApiSettingsScreen />
    </TwoFactorHoldGate>
  );
}
