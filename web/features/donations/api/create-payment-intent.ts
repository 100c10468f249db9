import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentIntentBody, CreatePaymentIntentResponse } from '../../../../contract/payments.js';
import { apiJson } from '../../../lib/api-client';

/** POST /api/create-payment-intent (001 §7): {amount (5), pluginId, pluginName} → the $5 PaymentIntent's secret. */
export function createPaymentIntent(body: CreatePaymentIntentBody): Promise<CreatePaymentIntentResponse> {
  return apiJson<CreatePaymentIntentResponse>('POST', '/api/create-payment-intent', body);
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
