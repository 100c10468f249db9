import type { ApiSettingsService } from './service.js';

/**
 * Issue 22: the one place the interface's support contact comes from (the suspended user's sign-in refusal names it).
 * Until the admin's own support-contact setting exists (issue 22 point 5), it is the e-mail address of API Settings
 * (the address HostFree mails from). When that setting lands, point this function at it: every caller follows.
 */
export function createSupportContact(apiSettings: Pick<ApiSettingsService, 'readSettings'>) {
  return async function readSupportContact(): Promise<string | null> {
    return (await apiSettings.readSettings()).emailFromAddress || null;
  };
}

export type ReadSupportContact = ReturnType<typeof createSupportContact>;
