// The rate-limit module's face: what the rest of the server may use of it. Other modules import only this file.
export { LOGIN_DELAYS, RATE_LIMITS } from './limits.js';
export type { RateLimitRule } from './limits.js';
export type { RateLimitService } from './service.js';
export { wire } from './wire.js';
