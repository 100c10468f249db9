import { apiRequest } from '../api-client';
import { collectFingerprint, type DeviceFingerprint } from './collect';

/** POST /api/device-fingerprint (bearer when signed in). Never breaks a flow: a failure is only a warning. */
export async function recordFingerprint(fingerprint?: DeviceFingerprint): Promise<boolean> {
  try {
    await apiRequest('POST', '/api/device-fingerprint', fingerprint ?? (await collectFingerprint()));
    return true;
  } catch (error) {
    console.warn('Device fingerprint could not be recorded', error);
    return false;
  }
}
