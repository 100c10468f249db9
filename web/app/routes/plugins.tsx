import { ExportCatalogueButton } from '../../features/admin-library';
import { PluginLibraryPage } from '../../features/library';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /plugins and /plugin-library (same screen); admins also get the .xlsx export. */
export function PluginsRoute() {
  useDocumentTitle('Plugin Library');
  const { isAdmin } = useCurrentUser();
  return <PluginLibraryPage adminActions={isAdmin ? <ExportCatalogueButton kind="plugin" label="Export to .xlsx" /> : undefined} />;
}
