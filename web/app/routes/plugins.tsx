import { Suspense } from 'react';
import { PluginLibraryPage } from '../../features/library';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lazyScreen } from '../lazy-screen';

// An admin's export button is admin code: fetched only when an admin opens the page, never with a visitor's first
// load. Its own file, not the feature's index, which would bring the admin tabs along.
const ExportCatalogueButton = lazyScreen(
  () => import('../../features/admin-library/components/export-button'),
  (m) => m.ExportCatalogueButton,
);

/** /plugins and /plugin-library (same screen); admins also get the .xlsx export. */
export function PluginsRoute() {
  useDocumentTitle('Plugin Library');
  const { isAdmin } = useCurrentUser();
  return (
    <PluginLibraryPage
      adminActions={
        isAdmin ? (
          <Suspense fallback={null}>
            <ExportCatalogueButton kind="plugin" label="Export to .xlsx" />
          </Suspense>
        ) : undefined
      }
    />
  );
}
