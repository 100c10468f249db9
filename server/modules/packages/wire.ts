import type { Core } from '../../wiring/core.js';
import { createPackageService } from './service.js';

/** Hosting packages as other modules read them; Package Management sits above hosting and payments (wire-admin.ts). */
export function wire({ db, now }: Core) {
  return { packages: createPackageService({ db, now }) };
}
