import type { Core } from '../../wiring/core.js';
import { createAuditService } from './service.js';

/** The audit log: every module wired after it writes its events through audit.trail. */
export function wire({ db, now }: Core) {
  return { audit: createAuditService({ db, now }) };
}
