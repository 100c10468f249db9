import type { Core } from '../../wiring/core.js';
import type { AuditService } from '../audit/index.js';
import { createPixelService } from './service.js';

export function wire({ db, secretBox, clients, jobs, config, log, now }: Core, { audit }: { audit: AuditService }) {
  return {
    pixel: createPixelService({
      db,
      secretBox,
      graph: clients.facebookGraph,
      jobs,
      hostedDomain: config.hostedDomain,
      log,
      now,
      audit: audit.trail,
    }),
  };
}
