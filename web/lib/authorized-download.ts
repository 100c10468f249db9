import { getAuthToken } from './storage';

/** An authorized download answered with a status other than 2xx. */
export class DownloadStatusError extends Error {
  constructor(readonly status: number) {
    super(`Download failed (${status})`);
    this.name = 'DownloadStatusError';
  }
}

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match ? decodeURIComponent(match[1]!) : fallback;
}

/**
 * GETs a file with the bearer header and saves it through a temporary object URL: a plain link could not carry the
 * header (an admin's catalogue export, a support ticket's attachment). The name is the answer's
 * Content-Disposition filename, else `fallbackName`.
 */
export async function downloadWithToken(url: string, fallbackName: string): Promise<{ fileName: string }> {
  const headers: Record<string, string> = {};
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(url, { headers });
  if (!res.ok) throw new DownloadStatusError(res.status);
  const blob = await res.blob();
  const fileName = fileNameFrom(res.headers.get('content-disposition'), fallbackName);
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has handed the blob to the download by then.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
  return { fileName };
}
