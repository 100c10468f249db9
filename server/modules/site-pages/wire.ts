import type { Core } from '../../wiring/core.js';
import type { AuditService } from '../audit/index.js';
import { createSitePagesService } from './service.js';

/** Pages every host has and the support contact: low in the order, since sign-in names the contact. */
export function wire({ db, log, now }: Core, { audit }: { audit: AuditService }) {
  return { sitePages: createSitePagesService({ db, audit: audit.trail, log, now }) };
}
