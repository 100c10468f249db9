import type { Core } from '../../wiring/core.js';
import { createRateLimitService } from './service.js';

export function wire({ db, config, now }: Core) {
  return { rateLimits: createRateLimitService({ db, scale: config.rateLimitScale, now }) };
}
