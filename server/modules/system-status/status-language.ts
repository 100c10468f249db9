import type { SystemStatusResponse } from '../../../contract/system-status.js';
import type { Locale } from '../../../contract/i18n/locales.js';
import { translateServerMessage } from '../../lib/i18n/translate.js';

// System → Status in the admin's language: the outside systems' names and notes and the warnings are the contract's
// English (SYSTEM_STATUS_MESSAGES), sent translated when the catalogue knows them. Product names (PostgreSQL, WHM,
// Stripe), addresses and the systems' own failure messages are not in the catalogue and go out as they are.
// /api/admin/metrics reads the status in English: its labels are for machines.
export function statusInLanguage(status: SystemStatusResponse, locale: Locale): SystemStatusResponse {
  const say = (text: string) => translateServerMessage(text, locale);
  return {
    ...status,
    systems: status.systems.map((system) => ({
      ...system,
      label: say(system.label),
      detail: system.detail === null ? null : say(system.detail),
    })),
    warnings: status.warnings.map((warning) => ({ ...warning, message: say(warning.message) })),
  };
}
