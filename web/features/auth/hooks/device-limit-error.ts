import { parseApiError } from '../../../lib/api-error';

/** 000 §8: the answer carries deviceLimitReached (or the device limit's code). */
export function isDeviceLimitError(error: unknown): boolean {
  const parsed = parseApiError(error);
  // Its code or its flag, never its words: the message comes in the person's language.
  return parsed.flags.error === 'deviceLimit' || parsed.flags.deviceLimitReached === true;
}
