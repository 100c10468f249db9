import { useMutation } from '@tanstack/react-query';
import type { CreateSubscriptionBody, CreateSubscriptionResponse } from '../../../../contract/payments.js';
import { apiJson } from '../../../lib/api-client';

/**
 * POST /api/create-subscription (000 §7): {amount (cents), giftTier ('$10'), giftType, giftDetails (JSON string)}
 * plus the visitor's e-mail. The server checks all of it against its own tiers and answers the first invoice's
 * client secret (and the hosted invoice page for the fallback).
 */
export function createSubscription(body: CreateSubscriptionBody): Promise<CreateSubscriptionResponse> {
  return apiJson<CreateSubscriptionResponse>('POST', '/api/create-subscription', body);
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
