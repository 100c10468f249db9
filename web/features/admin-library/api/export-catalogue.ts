import { useMutation } from '@tanstack/react-query';
import { getAuthToken } from '../../../lib/storage';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';

export class ExportStatusError extends Error {
  constructor(readonly status: number) {
    super(`Export failed (${status})`);
    this.name = 'ExportStatusError';
  }
}

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match ? decodeURIComponent(match[1]!) : fallback;
}

/**
 * GET /api/admin/{kind}s/export with the bearer header (001 §7): the answer is a spreadsheet blob, saved
 * through a temporary object URL because a plain link could not carry the header.
 */
export async function exportCatalogue(kind: LibraryKind): Promise<{ fileName: string }> {
  const headers: Record<string, string> = {};
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${LIBRARY_KINDS[kind].adminPath}/export`, { headers });
  if (!res.ok) throw new ExportStatusError(res.status);
  const blob = await res.blob();
  const fileName = fileNameFrom(
    res.headers.get('content-disposition'),
    `${kind}s-${new Date().toISOString().slice(0, 10)}.xlsx`,
  );
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has handed the blob to the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return { fileName };
}

export function useExportCatalogue(kind: LibraryKind) {
  return useMutation({ mutationFn: () => exportCatalogue(kind) });
}
