import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';

/** POST /api/admin/plugins/update-versions or /api/admin/themes/update-versions: queues a version check. */
export function startVersionCheck(kind: LibraryKind): Promise<unknown> {
  return apiJson<unknown>('POST', `${LIBRARY_KINDS[kind].adminPath}/update-versions`);
}

export function useStartVersionCheck(kind: LibraryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startVersionCheck(kind),
    // The job's own status (pending → in_progress → …) comes from version-status, which then polls.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [LIBRARY_KINDS[kind].adminPath, 'version-status'] }),
  });
}
