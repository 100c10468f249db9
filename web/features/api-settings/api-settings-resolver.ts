import { z } from 'zod';
import { HOSTING_MESSAGES, httpUrlSchema, type ApiSettings } from '../../../contract/hosting.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';
import type { ApiSettingsFormValues } from './api-settings-form';

// The API settings form's validator, loaded on its first check (web/lib/lazy-resolver.ts): /admin/api-settings then
// opens without zod. The screen imports nothing else from here.
// 001 §5 API settings: whmApiUrl and cpanelBaseUrl valid URLs ('Please enter a valid URL'), whmApiToken
// required ('API token is required') unless one is saved, emailFromAddress a valid e-mail, emailFromName
// required ('From name is required').

const sameUrl = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().replace(/\/+$/, '') === b.trim().replace(/\/+$/, '');

/** The rules depend on what is saved: a token is required only when none is, or when the WHM address changes. */
export function apiSettingsFormSchema(saved: ApiSettings | undefined) {
  return z
    .object({
      whmApiUrl: httpUrlSchema,
      whmApiToken: z.string(),
      cpanelBaseUrl: httpUrlSchema,
      emailFromAddress: z
        .string()
        .trim()
        .min(1, 'Please enter a valid email address')
        .pipe(z.email('Please enter a valid email address')),
      emailFromName: z.string().trim().min(1, HOSTING_MESSAGES.fromNameRequired),
    })
    .superRefine((values, ctx) => {
      if (values.whmApiToken.trim() !== '') return;
      if (!saved?.hasWhmApiToken) {
        ctx.addIssue({ code: 'custom', path: ['whmApiToken'], message: HOSTING_MESSAGES.tokenRequired });
      } else if (!sameUrl(saved.whmApiUrl, values.whmApiUrl)) {
        // A saved token is never sent to a new host (the server refuses it the same way).
        ctx.addIssue({ code: 'custom', path: ['whmApiToken'], message: HOSTING_MESSAGES.reenterToken });
      }
    });
}

export const apiSettingsResolver = (saved: ApiSettings | undefined) =>
  zodFormResolver<ApiSettingsFormValues>(apiSettingsFormSchema(saved));
