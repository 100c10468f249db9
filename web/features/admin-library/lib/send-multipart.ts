import { getAuthToken } from '../../../lib/storage';

// fetch() cannot report upload progress, so archive uploads go through XMLHttpRequest. The request rules of
// 000 §7 still hold: the bearer header from the stored token, and a failure becomes '{status}: {body text}'
// (what lib/api-error.ts reads), so the callers treat both transports alike.

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

export interface SendMultipartOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export class UploadAbortedError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAbortedError';
  }
}

export function sendMultipart<T>(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  options: SendMultipartOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !options.onProgress) return;
      const percent = event.total > 0 ? Math.min(100, Math.floor((event.loaded / event.total) * 100)) : 0;
      options.onProgress({ loaded: event.loaded, total: event.total, percent });
    };
    xhr.onload = () => {
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((text ? JSON.parse(text) : null) as T);
        } catch {
          reject(new Error(`${xhr.status}: ${text}`));
        }
        return;
      }
      reject(new Error(`${xhr.status}: ${text || xhr.statusText}`));
    };
    // A network failure has no status: the message is the browser's own.
    xhr.onerror = () => reject(new Error('Network error: the upload could not reach the server.'));
    xhr.onabort = () => reject(new UploadAbortedError());

    if (options.signal) {
      if (options.signal.aborted) {
        reject(new UploadAbortedError());
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
