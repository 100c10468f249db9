import { ExportCatalogueButton } from '../../features/admin-library/components/export-button';
import { useMessages } from '../../lib/i18n/messages';
import { routesMessages } from './i18n';

/**
 * The library pages' .xlsx export, as an admin sees it above the list (001 §5/§7 name the two buttons differently).
 * Fetched only when an admin opens the page, with its words: a visitor's /plugins carries neither.
 */
export function LibraryExportButton({ kind }: { kind: 'plugin' | 'theme' }) {
  const t = useMessages(routesMessages);
  return <ExportCatalogueButton kind={kind} label={kind === 'plugin' ? t('exportPlugins') : t('exportThemes')} />;
}
