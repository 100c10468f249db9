import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';
import { invalidateLibraryLists } from './save-library-item';

/** DELETE /api/admin/plugins/{id} or /api/admin/themes/{id}. */
export function deleteLibraryItem(kind: LibraryKind, id: number): Promise<{ message: string } | null> {
  return apiJson<{ message: string } | null>('DELETE', `${LIBRARY_KINDS[kind].adminPath}/${id}`);
}

export function useDeleteLibraryItem(kind: LibraryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteLibraryItem(kind, id),
    onSuccess: () => invalidateLibraryLists(queryClient, kind),
  });
}
