import { Suspense } from 'react';
import { PluginLibraryPage } from '../../features/library';
import { layoutMessages } from '../../lib/i18n/layout-messages';
import { useMessages } from '../../lib/i18n/messages';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lazyScreen } from '../lazy-screen';

// An admin's export button is admin code: fetched only when an admin opens the page, never with a visitor's first
// load, and its words with it. Its own file, not the feature's index, which would bring the admin tabs along.
const LibraryExportButton = lazyScreen(
  () => import('./library-export'),
  (m) => m.LibraryExportButton,
);

/** /plugins and /plugin-library (same screen); admins also get the .xlsx export. */
export function PluginsRoute() {
  useDocumentTitle(useMessages(layoutMessages)('pluginLibrary'));
  const { isAdmin } = useCurrentUser();
  return (
    <PluginLibraryPage
      adminActions={
        isAdmin ? (
          <Suspense fallback={null}>
            <LibraryExportButton kind="plugin" />
          </Suspense>
        ) : undefined
      }
    />
  );
}
