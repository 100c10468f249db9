import { useMutation } from '@tanstack/react-query';
import { DownloadStatusError, downloadWithToken } from '../../../lib/authorized-download';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';

/** The export's failure with the server's status (the button names 403 apart). */
export { DownloadStatusError as ExportStatusError };

/** GET /api/admin/{kind}s/export with the bearer header (001 §7): the answer is a spreadsheet, saved as a file. */
export function exportCatalogue(kind: LibraryKind): Promise<{ fileName: string }> {
  return downloadWithToken(
    `${LIBRARY_KINDS[kind].adminPath}/export`,
    `${kind}s-${new Date().toISOString().slice(0, 10)}.xlsx`,
  );
}

export function useExportCatalogue(kind: LibraryKind) {
  return useMutation({ mutationFn: () => exportCatalogue(kind) });
}
