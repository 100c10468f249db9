import type { Core } from '../../wiring/core.js';
import { createGroupService } from './service.js';

/** User groups as other modules read them; their admin side and the limits sit above hosting (wire-admin.ts). */
export function wire({ db }: Core) {
  return { groups: createGroupService({ db }) };
}
