import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { getHelpVisitorId } from '../../../lib/storage';

/** POST /api/help/articles/{slug}/vote: "Was this helpful?"; a second vote replaces the first. */
export function useVoteOnArticle(slug: string) {
  return useMutation({
    mutationFn: (helpful: boolean) =>
      apiJson<{ message: string; helpful: boolean }>('POST', `/api/help/articles/${encodeURIComponent(slug)}/vote`, {
        helpful,
        visitorId: getHelpVisitorId(),
      }),
  });
}
