import { z } from 'zod';
import { HOSTING_MESSAGES, httpUrlSchema, type ApiSettings, type ApiSettingsBody } from '../../../contract/hosting.js';

// 001 §5 API settings: whmApiUrl and cpanelBaseUrl valid URLs ('Please enter a valid URL'), whmApiToken
// required ('API token is required') unless one is saved, emailFromAddress a valid e-mail, emailFromName
// required ('From name is required').

export interface ApiSettingsFormValues {
  whmApiUrl: string;
  whmApiToken: string;
  cpanelBaseUrl: string;
  emailFromAddress: string;
  emailFromName: string;
}

export const EMPTY_API_SETTINGS_FORM: ApiSettingsFormValues = { whmApiUrl: '', whmApiToken: '', cpanelBaseUrl: '', emailFromAddress: '', emailFromName: '' };

const sameUrl = (a: string | null | undefined, b: string) => (a ?? '').trim().replace(/\/+$/, '') === b.trim().replace(/\/+$/, '');

/** The rules depend on what is saved: a token is required only when none is, or when the WHM address changes. */
export function apiSettingsFormSchema(saved: ApiSettings | undefined) {
  return z.object({
    whmApiUrl: httpUrlSchema,
    whmApiToken: z.string(),
    cpanelBaseUrl: httpUrlSchema,
    emailFromAddress: z.string().trim().min(1, 'Please enter a valid email address').pipe(z.email('Please enter a valid email address')),
    emailFromName: z.string().trim().min(1, HOSTING_MESSAGES.fromNameRequired),
  }).superRefine((values, ctx) => {
    if (values.whmApiToken.trim() !== '') return;
    if (!saved?.hasWhmApiToken) {
      ctx.addIssue({ code: 'custom', path: ['whmApiToken'], message: HOSTING_MESSAGES.tokenRequired });
    } else if (!sameUrl(saved.whmApiUrl, values.whmApiUrl)) {
      // A saved token is never sent to a new host (the server refuses it the same way).
      ctx.addIssue({ code: 'custom', path: ['whmApiToken'], message: HOSTING_MESSAGES.reenterToken });
    }
  });
}

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
