import { ExportCatalogueButton } from '../../features/admin-library';
import { ThemeLibraryPage } from '../../features/library';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /themes and /theme-library (same screen); admins also get the .xlsx export. */
export function ThemesRoute() {
  useDocumentTitle('Theme Library');
  const { isAdmin } = useCurrentUser();
  return <ThemeLibraryPage adminActions={isAdmin ? <ExportCatalogueButton kind="theme" label="Export .xlsx" /> : undefined} />;
}
