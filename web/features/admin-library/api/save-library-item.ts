import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LibraryItemSaved } from '../../../../contract/library.js';
import { invalidateCatalogue } from '../../../api/catalogue';
import { sendMultipart, type UploadProgress } from '../lib/send-multipart';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';

export interface LibraryItemFormValues {
  name: string;
  description: string;
  category: string;
  version: string;
  author: string;
  isPublic: boolean;
}

export interface SaveLibraryItemInput {
  /** Absent: a new upload (POST). Present: an edit (PUT /{id}). */
  id?: number;
  values: LibraryItemFormValues;
  archive: File | null;
  image: File | null;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The multipart body of 001 §7: the archive and image under their per-kind field names, then the text fields. */
export function buildLibraryForm(
  kind: LibraryKind,
  { values, archive, image }: Pick<SaveLibraryItemInput, 'values' | 'archive' | 'image'>,
): FormData {
  const config = LIBRARY_KINDS[kind];
  const form = new FormData();
  // Text fields first: the server reads them before it starts streaming the archive to storage.
  form.append('name', values.name.trim());
  form.append('description', values.description.trim());
  form.append('category', values.category);
  form.append('version', values.version.trim());
  form.append('author', config.fixedAuthor ?? values.author.trim());
  form.append('isPublic', String(values.isPublic));
  if (image) form.append(config.fileFields.image, image);
  if (archive) form.append(config.fileFields.archive, archive);
  return form;
}

/** POST /api/admin/{kind}s or PUT /api/admin/{kind}s/{id}, multipart, with upload progress. */
export function saveLibraryItem(kind: LibraryKind, input: SaveLibraryItemInput): Promise<LibraryItemSaved> {
  const { adminPath } = LIBRARY_KINDS[kind];
  const url = input.id === undefined ? adminPath : `${adminPath}/${input.id}`;
  return sendMultipart<LibraryItemSaved>(input.id === undefined ? 'POST' : 'PUT', url, buildLibraryForm(kind, input), {
    onProgress: input.onProgress,
    signal: input.signal,
  });
}

/** Everything that lists plugins or themes is stale after a change. */
export function invalidateLibraryLists(queryClient: QueryClient, kind: LibraryKind) {
  void queryClient.invalidateQueries({ queryKey: [LIBRARY_KINDS[kind].adminPath] });
  void invalidateCatalogue(queryClient, kind);
}

export function useSaveLibraryItem(kind: LibraryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveLibraryItemInput) => saveLibraryItem(kind, input),
    onSuccess: () => invalidateLibraryLists(queryClient, kind),
  });
}
