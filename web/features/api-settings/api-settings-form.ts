import type { ApiSettings, ApiSettingsBody } from '../../../contract/hosting.js';

// 001 §5 API settings: the form's values and their way to and from the server's settings. The rules (zod) are in
// api-settings-resolver.ts, fetched on the form's first check.

export interface ApiSettingsFormValues {
  whmApiUrl: string;
  whmApiToken: string;
  cpanelBaseUrl: string;
  emailFromAddress: string;
  emailFromName: string;
}

export const EMPTY_API_SETTINGS_FORM: ApiSettingsFormValues = {
  whmApiUrl: '',
  whmApiToken: '',
  cpanelBaseUrl: '',
  emailFromAddress: '',
  emailFromName: '',
};

export function settingsToForm(settings: ApiSettings): ApiSettingsFormValues {
  return {
    whmApiUrl: settings.whmApiUrl ?? '',
    // Write-only: the saved token never comes back, so the field starts blank.
    whmApiToken: '',
    cpanelBaseUrl: settings.cpanelBaseUrl ?? '',
    emailFromAddress: settings.emailFromAddress ?? '',
    emailFromName: settings.emailFromName ?? '',
  };
}

export function formToSettingsBody(values: ApiSettingsFormValues): ApiSettingsBody {
  const token = values.whmApiToken.trim();
  return {
    whmApiUrl: values.whmApiUrl.trim(),
    ...(token ? { whmApiToken: token } : {}),
    cpanelBaseUrl: values.cpanelBaseUrl.trim(),
    emailFromAddress: values.emailFromAddress.trim(),
    emailFromName: values.emailFromName.trim(),
  };
}
