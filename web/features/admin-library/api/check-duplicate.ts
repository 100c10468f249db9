import type { LibraryDuplicateCheck } from '../../../../contract/library.js';
import { apiJson } from '../../../lib/api-client';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';

/** GET /api/admin/plugins/check | themes/check?slug=: would the upload be refused as a duplicate? */
export function checkLibraryDuplicate(
  kind: LibraryKind,
  slug: string,
  signal?: AbortSignal,
): Promise<LibraryDuplicateCheck> {
  return apiJson<LibraryDuplicateCheck>(
    'GET',
    `${LIBRARY_KINDS[kind].adminPath}/check?slug=${encodeURIComponent(slug)}`,
    undefined,
    { signal },
  );
}
