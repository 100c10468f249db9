import { Suspense } from 'react';
import { ThemeLibraryPage } from '../../features/library';
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

/** /themes and /theme-library (same screen); admins also get the .xlsx export. */
export function ThemesRoute() {
  useDocumentTitle(useMessages(layoutMessages)('themeLibrary'));
  const { isAdmin } = useCurrentUser();
  return (
    <ThemeLibraryPage
      adminActions={
        isAdmin ? (
          <Suspense fallback={null}>
            <LibraryExportButton kind="theme" />
          </Suspense>
        ) : undefined
      }
    />
  );
}
