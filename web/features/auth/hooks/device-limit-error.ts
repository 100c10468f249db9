import { DEVICE_LIMIT_MESSAGE } from '../../../../contract/account-messages.js';
import { parseApiError } from '../../../lib/api-error';

/** 000 §8: the message contains 'Device registration limit exceeded' or the answer carries deviceLimitReached. */
export function isDeviceLimitError(error: unknown): boolean {
  const parsed = parseApiError(error);
  return parsed.message.includes(DEVICE_LIMIT_MESSAGE) || parsed.flags.deviceLimitReached === true;
}
