import { z } from 'zod';
import { PIXEL_DEFAULTS } from './pixel-defaults.js';
import { emailSchema, safeText } from './common.js';

// Outgoing mail (SMTP), the Facebook pixel and custom header code (001 §2, §3, §5, §7, §8).

export const MARKETING_MESSAGES = {
  connectionFailedBecause: 'Failed to connect to SMTP server: {reason}.',
  // 001 §5 SMTP, verbatim.
  hostRequired: 'Host is required',
  portMin: 'Port must be at least 1',
  portMax: 'Port must be less than 65536',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidEmail: 'Please enter a valid email address',
  fromNameRequired: 'From name is required',
  testEmailRequired: 'Please enter an email address to receive the test email.',
  // 001 §8 SMTP default message.
  connectionFailed: 'Failed to connect to SMTP server.',
  smtpNotConfigured: 'SMTP is not configured',
  reenterPassword: 'Re-enter the password to use a different SMTP host',
  smtpDeleted: 'SMTP settings deleted',
  connectionOk: 'SMTP connection verified',
  /** The test mail's answer: a template, filled with the address it was sent to. */
  testEmailSent: 'Test email sent to {email}',
  // 001 §5 pixel.
  pixelIdRequired: 'Pixel ID is required',
  pixelIdDigits: 'Pixel ID must be 10 to 20 digits',
  purchaseValueMin: 'Purchase value must be 0 or greater',
  pixelDeleted: 'Facebook pixel settings deleted',
  // 001 §5 header code.
  nameRequired: 'Name is required',
  codeRequired: 'Code is required',
  positionInteger: 'Position must be a whole number',
  headerCodeNotFound: 'Header code not found',
  headerCodeDeleted: 'Header code deleted',
  // 001 §8 empty state.
  noHeaderCodes: 'No custom header codes configured yet.',
} as const;

export const SMTP_DEFAULTS = { port: 587, encryption: 'tls' } as const;
export const smtpEncryptions = ['tls', 'ssl', 'none'] as const;

/** What GET /api/smtp-settings answers: never the password, only whether one is stored. */
export const smtpSettingsSchema = z.object({
  host: z.string().nullable(),
  port: z.number().int(),
  username: z.string().nullable(),
  encryption: z.enum(smtpEncryptions),
  fromEmail: z.string().nullable(),
  fromName: z.string().nullable(),
  isActive: z.boolean(),
  hasPassword: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;

const hostSchema = z
  .string({ error: MARKETING_MESSAGES.hostRequired })
  .trim()
  .min(1, MARKETING_MESSAGES.hostRequired)
  .max(253)
  .regex(/^[A-Za-z0-9.:[\]-]+$/, MARKETING_MESSAGES.hostRequired);
const portSchema = z.coerce
  .number({ error: MARKETING_MESSAGES.portMin })
  .int(MARKETING_MESSAGES.portMin)
  .min(1, MARKETING_MESSAGES.portMin)
  .max(65535, MARKETING_MESSAGES.portMax);

/**
 * POST /api/smtp-settings and the two test calls (form values). The password may be blank when one is stored
 * for the same host: it is write-only, so the form cannot show it back.
 */
export const smtpSettingsBody = z
  .object({
    host: hostSchema,
    port: portSchema.default(SMTP_DEFAULTS.port),
    username: safeText(254).trim().min(1, MARKETING_MESSAGES.usernameRequired),
    password: safeText(500).optional().nullable(),
    encryption: z.enum(smtpEncryptions).default(SMTP_DEFAULTS.encryption),
    fromEmail: emailSchema,
    fromName: safeText(100).trim().min(1, MARKETING_MESSAGES.fromNameRequired),
    isActive: z.boolean().optional(),
  })
  .strict();
export type SmtpSettingsBody = z.infer<typeof smtpSettingsBody>;

export const smtpTestBody = smtpSettingsBody
  .extend({
    testEmail: z
      .string({ error: MARKETING_MESSAGES.testEmailRequired })
      .trim()
      .min(1, MARKETING_MESSAGES.testEmailRequired)
      .max(254)
      .email(MARKETING_MESSAGES.invalidEmail),
  })
  .strict();
export type SmtpTestBody = z.infer<typeof smtpTestBody>;

// --- Facebook pixel -------------------------------------------------------------------------------------

export * from './pixel-defaults.js';

export const pixelSettingsSchema = z.object({
  pixelId: z.string().nullable(),
  isActive: z.boolean(),
  trackPageViews: z.boolean(),
  trackPurchases: z.boolean(),
  /** Dollars (5.00 = 5 USD); stored as cents. */
  purchaseEventValue: z.number(),
  testMode: z.boolean(),
  testEventCode: z.string().nullable(),
  hasAccessToken: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type PixelSettings = z.infer<typeof pixelSettingsSchema>;

export const pixelSettingsBody = z
  .object({
    pixelId: z
      .string({ error: MARKETING_MESSAGES.pixelIdRequired })
      .trim()
      .min(1, MARKETING_MESSAGES.pixelIdRequired)
      .regex(/^\d{10,20}$/, MARKETING_MESSAGES.pixelIdDigits),
    // Blank keeps the stored token; write-only.
    accessToken: z
      .string()
      .trim()
      .max(1000)
      .regex(/^[^\u0000-\u0020\u007f]*$/, 'Access token must not contain spaces')
      .optional()
      .nullable(),
    isActive: z.boolean().default(true),
    trackPageViews: z.boolean().default(true),
    trackPurchases: z.boolean().default(true),
    purchaseEventValue: z.coerce
      .number({ error: MARKETING_MESSAGES.purchaseValueMin })
      .min(0, MARKETING_MESSAGES.purchaseValueMin)
      .max(1_000_000)
      .default(PIXEL_DEFAULTS.purchaseEventValue),
    testMode: z.boolean().default(false),
    testEventCode: z
      .string()
      .trim()
      .max(100)
      .regex(/^[A-Za-z0-9_-]*$/, 'Test event code may contain letters and digits only')
      .optional()
      .nullable(),
  })
  .strict();
export type PixelSettingsBody = z.input<typeof pixelSettingsBody>;

/** GET /api/facebook-pixel/config: what the browser needs (public); never the token or the test code. */
export const pixelClientConfigSchema = z.object({
  isActive: z.boolean(),
  pixelId: z.string().nullable(),
  trackPageViews: z.boolean(),
  trackPurchases: z.boolean(),
  purchaseEventValue: z.number(),
});
export type PixelClientConfig = z.infer<typeof pixelClientConfigSchema>;

// --- Custom header code ---------------------------------------------------------------------------------

export const headerCodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  isActive: z.boolean(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HeaderCode = z.infer<typeof headerCodeSchema>;

export const activeHeaderCodeSchema = headerCodeSchema.pick({ id: true, name: true, code: true, position: true });
export type ActiveHeaderCode = z.infer<typeof activeHeaderCodeSchema>;

const positionSchema = z.coerce
  .number({ error: MARKETING_MESSAGES.positionInteger })
  .int(MARKETING_MESSAGES.positionInteger)
  .min(-1_000_000, MARKETING_MESSAGES.positionInteger)
  .max(1_000_000, MARKETING_MESSAGES.positionInteger);

const headerCodeFields = {
  name: safeText(200).trim().min(1, MARKETING_MESSAGES.nameRequired),
  // Admin-authored HTML emitted verbatim into the head; 64 KB is far beyond any tag manager snippet.
  code: z
    .string({ error: MARKETING_MESSAGES.codeRequired })
    .max(65_536)
    .refine((v) => v.trim().length > 0, MARKETING_MESSAGES.codeRequired),
  isActive: z.boolean(),
  position: positionSchema,
};

export const headerCodeCreateBody = z
  .object({
    ...headerCodeFields,
    isActive: headerCodeFields.isActive.default(true),
    position: headerCodeFields.position.default(0),
  })
  .strict();
export type HeaderCodeCreateBody = z.input<typeof headerCodeCreateBody>;

/** PUT: the whole block from the edit dialog, or only isActive from the list's toggle. */
export const headerCodeUpdateBody = z
  .object(headerCodeFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type HeaderCodeUpdateBody = z.infer<typeof headerCodeUpdateBody>;
