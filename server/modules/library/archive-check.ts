import { LIBRARY_MESSAGES } from '../../../contract/library.js';
import { AppError } from '../../errors.js';
import { ArchiveRejectedError, inspectArchive, type ArchiveProblem } from './archive/inspect-archive.js';
import { readPluginHeader, readThemeHeader, type WordPressHeader } from '../../../contract/wp-headers.js';
import type { LibraryDeps } from './deps.js';
import type { LibraryKind } from './repo.js';

// The archive rules as the API states them: each refusal is a 400 with a message saying what is wrong.

const PROBLEM_MESSAGES: Record<ArchiveProblem, string> = {
  'not-a-zip': LIBRARY_MESSAGES.notAZip,
  'unsafe-entry': LIBRARY_MESSAGES.unsafeEntry,
  symlink: LIBRARY_MESSAGES.symlinkEntry,
  encrypted: LIBRARY_MESSAGES.encryptedArchive,
  'too-many-entries': LIBRARY_MESSAGES.tooManyEntries,
  'too-large-unpacked': LIBRARY_MESSAGES.tooLargeUnpacked,
  empty: LIBRARY_MESSAGES.emptyArchive,
};

type Archive = { key: string; size: number; fileName?: string | null };

/** Checks a stored archive in full and reads its WordPress header; refuses one that is not a plugin or theme. */
export async function readItemArchive(
  deps: Pick<LibraryDeps, 'fileStore' | 'limits'>,
  kind: LibraryKind,
  archive: Archive,
): Promise<WordPressHeader> {
  const header = await readHeader(deps, kind, archive, true);
  if (!header)
    throw new AppError('BAD_REQUEST', kind === 'plugin' ? LIBRARY_MESSAGES.notAPlugin : LIBRARY_MESSAGES.notATheme);
  return header;
}

/**
 * The header of an archive that was checked when it was uploaded: reads the directory and the few files
 * that may hold the header, nothing else. Null when there is none.
 */
export async function readHeader(
  { fileStore, limits }: Pick<LibraryDeps, 'fileStore' | 'limits'>,
  kind: LibraryKind,
  archive: Archive,
  verifyAll = false,
): Promise<WordPressHeader | null> {
  let inspection;
  try {
    inspection = await inspectArchive(
      fileStore,
      archive.key,
      archive.size,
      {
        maxEntries: limits.maxArchiveEntries,
        maxUncompressedBytes: limits.maxUnpackedBytes,
      },
      { verifyAll },
    );
  } catch (error) {
    if (error instanceof ArchiveRejectedError) {
      throw new AppError('BAD_REQUEST', PROBLEM_MESSAGES[error.problem], { problem: error.problem });
    }
    throw error;
  }
  return kind === 'plugin' ? readPluginHeader(inspection) : readThemeHeader(inspection, archive.fileName ?? undefined);
}
