import { z } from 'zod';
import {
  MARKETING_MESSAGES,
  SMTP_DEFAULTS,
  smtpEncryptions,
  type SmtpSettings,
  type SmtpSettingsBody,
} from '../../../contract/marketing.js';

// 001 §5 SMTP: every rule with the spec's message. The password is required unless one is saved for the same
// host and port (it is write-only, so the form cannot show it).

export interface SmtpFormValues {
  host: string;
  port: string;
  username: string;
  password: string;
  encryption: (typeof smtpEncryptions)[number];
  fromEmail: string;
  fromName: string;
}

export const EMPTY_SMTP_FORM: SmtpFormValues = {
  host: '',
  port: String(SMTP_DEFAULTS.port),
  username: '',
  password: '',
  encryption: SMTP_DEFAULTS.encryption,
  fromEmail: '',
  fromName: '',
};

export function smtpFormSchema(saved: SmtpSettings | undefined) {
  return z
    .object({
      host: z.string().trim().min(1, MARKETING_MESSAGES.hostRequired),
      port: z
        .string()
        .trim()
        .superRefine((value, ctx) => {
          const n = Number(value);
          if (!value || !Number.isInteger(n) || n < 1)
            ctx.addIssue({ code: 'custom', message: MARKETING_MESSAGES.portMin });
          else if (n > 65535) ctx.addIssue({ code: 'custom', message: MARKETING_MESSAGES.portMax });
        }),
      username: z.string().trim().min(1, MARKETING_MESSAGES.usernameRequired),
      password: z.string(),
      encryption: z.enum(smtpEncryptions),
      fromEmail: z
        .string()
        .trim()
        .min(1, MARKETING_MESSAGES.invalidEmail)
        .pipe(z.email(MARKETING_MESSAGES.invalidEmail)),
      fromName: z.string().trim().min(1, MARKETING_MESSAGES.fromNameRequired),
    })
    .superRefine((values, ctx) => {
      if (values.password !== '') return;
      const sameServer =
        saved?.hasPassword &&
        saved.host?.toLowerCase() === values.host.trim().toLowerCase() &&
        saved.port === Number(values.port);
      if (!sameServer)
        ctx.addIssue({ code: 'custom', path: ['password'], message: MARKETING_MESSAGES.passwordRequired });
    });
}

export function settingsToForm(s: SmtpSettings): SmtpFormValues {
  return {
    host: s.host ?? '',
    port: String(s.port),
    username: s.username ?? '',
    password: '',
    encryption: s.encryption,
    fromEmail: s.fromEmail ?? '',
    fromName: s.fromName ?? '',
  };
}

export function formToBody(v: SmtpFormValues): SmtpSettingsBody {
  return {
    host: v.host.trim(),
    port: Number(v.port),
    username: v.username.trim(),
    password: v.password === '' ? null : v.password,
    encryption: v.encryption,
    fromEmail: v.fromEmail.trim(),
    fromName: v.fromName.trim(),
  };
}
