import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { leavePage } from '../../../lib/page-navigation';
import { linkHeaders } from './get-billing';

/** POST /api/billing/subscriptions/{id}/card: Stripe's page where the customer types a new card (the browser goes there). */
export function updateCard({ id, token }: { id: number; token: string | null }) {
  return apiJson<{ url: string }>('POST', `/api/billing/subscriptions/${id}/card`, undefined, {
    headers: linkHeaders(token),
  });
}

export function useUpdateCard() {
  return useMutation({ mutationFn: updateCard, onSuccess: ({ url }) => leavePage(url) });
}
