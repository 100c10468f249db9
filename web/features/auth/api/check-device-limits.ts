import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_MAX_DEVICES } from '../../../../contract/constants.js';
import type { DeviceLimitResult } from '../../../../contract/accounts.js';
import { apiJson } from '../../../lib/api-client';

export const DEVICE_LIMITS_KEY = ['/api/check-device-limits'] as const;

/** 000 §8: when the check itself errors, registration is allowed (0 devices of 2, limits enabled). */
export const DEVICE_LIMIT_FALLBACK: DeviceLimitResult = {
  canRegister: true,
  currentDevices: 0,
  maxDevices: DEFAULT_MAX_DEVICES,
  deviceLimitsEnabled: true,
};

/** POST /api/check-device-limits, failing open. */
export async function checkDeviceLimits(fingerprintHash: string): Promise<DeviceLimitResult> {
  try {
    return await apiJson<DeviceLimitResult>('POST', '/api/check-device-limits', { fingerprintHash });
  } catch (error) {
    console.warn('Device limit check failed; allowing registration', error);
    return DEVICE_LIMIT_FALLBACK;
  }
}

export const deviceLimitsQueryOptions = (fingerprintHash: string | undefined) =>
  queryOptions({
    queryKey: [...DEVICE_LIMITS_KEY, fingerprintHash ?? ''] as const,
    queryFn: () => checkDeviceLimits(fingerprintHash as string),
    enabled: !!fingerprintHash,
    staleTime: 0,
  });

export function useDeviceLimits(fingerprintHash: string | undefined) {
  return useQuery(deviceLimitsQueryOptions(fingerprintHash));
}
