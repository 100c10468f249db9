import type { ApiSettingsService } from './service.js';

/**
 * The one place the interface's support contact comes from (the suspended user's sign-in refusal names it):
 * the admin's support contact (Settings → Pages & support, site-pages module), else the e-mail address of API Settings
 * (the address HostFree mails from).
 */
export function createSupportContact(
  apiSettings: Pick<ApiSettingsService, 'readSettings'>,
  supportSetting: () => Promise<{ email: string | null; url: string | null }>,
) {
  return async function readSupportContact(): Promise<string | null> {
    const contact = await supportSetting();
    return contact.email || contact.url || (await apiSettings.readSettings()).emailFromAddress || null;
  };
}

export type ReadSupportContact = ReturnType<typeof createSupportContact>;
