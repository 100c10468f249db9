import { archiveTooLargeMessage, LIBRARY_ARCHIVE_MAX_BYTES } from '../../../contract/library.js';
import type { LibraryKind } from './library-kind';

/**
 * The client's check of a chosen archive. 001 §5/§9: the 250 MB limit is checked in the browser for themes
 * only ('Theme archives must be 250 MB or smaller. Selected file is X MB.'); plugins rely on the server's
 * answer. Returns the message to show, or null when the file may be sent.
 */
export function checkArchive(kind: LibraryKind, file: File): string | null {
  if (kind === 'theme' && file.size > LIBRARY_ARCHIVE_MAX_BYTES) return archiveTooLargeMessage('theme', file.size);
  return null;
}
