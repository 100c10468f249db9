import { useMutation } from '@tanstack/react-query';
import type { AbuseChallenge, AbuseReportBody } from '../../../../contract/abuse.js';
import { apiJson } from '../../../lib/api-client';
import { solveChallenge } from '../../../lib/solve-challenge';

export type AbuseReportInput = Omit<AbuseReportBody, 'challenge' | 'nonce'>;

/** GET /api/abuse-reports/challenge, solve it here, then POST /api/abuse-reports: a fresh challenge per send. */
export function useReportAbuse() {
  return useMutation({
    mutationFn: async (input: AbuseReportInput) => {
      const { challenge, bits } = await apiJson<AbuseChallenge>('GET', '/api/abuse-reports/challenge');
      const nonce = await solveChallenge(challenge, bits);
      return apiJson<{ message: string; id: number }>('POST', '/api/abuse-reports', { ...input, challenge, nonce });
    },
  });
}
