import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile, filenameFromDisposition } from '../../../lib/download-file';

export const EXPORT_FALLBACK_FILENAME = 'hostfree-export.json';

/** GET /api/user/export: everything stored about the caller, one JSON file, saved under the server's name. */
export async function exportMyData(): Promise<string> {
  const res = await apiRequest('GET', '/api/user/export');
  const filename = filenameFromDisposition(res.headers.get('content-disposition')) ?? EXPORT_FALLBACK_FILENAME;
  downloadFile(await res.blob(), filename);
  return filename;
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
