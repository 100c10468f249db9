import type { Core } from '../../wiring/core.js';
import type { AuditService } from '../audit/index.js';
import { createHeaderCodeService } from './service.js';

export function wire({ db, log, now }: Core, { audit }: { audit: AuditService }) {
  return { headerCode: createHeaderCodeService({ db, log, now, audit: audit.trail }) };
}
