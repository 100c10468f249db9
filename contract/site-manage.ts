// The "Manage site" area of a hosting account: HTTPS, WordPress, DNS, mailboxes, backups and cPanel deep links.
// Request schemas validate every field the way cPanel would refuse it, so a bad value is a clear 400 here.
import { z } from 'zod';
import { safeText } from './common.js';
import { SUSPENSION_REASON_CODES } from './hosting-suspension-reasons.js';
import { CPANEL_APPS, VERIFICATION_TXT } from './site-manage-constants.js';

export * from './site-manage-constants.js';

export const siteParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const siteWordpressParams = siteParams.extend({ installId: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/) });
export const siteMailboxParams = siteParams.extend({ address: z.string().trim().toLowerCase().max(254) });

// --- overview ---------------------------------------------------------------------------------------------------
export const siteOverviewSchema = z.object({
  id: z.number(),
  domain: z.string(),
  isFreeSubdomain: z.boolean(),
  /** Suspended of any kind (admin, billing, abuse quarantine, idle deactivation): nothing but the appeal. */
  isSuspended: z.boolean(),
  suspendReason: z.string().nullable(),
  /** The reason by code, for the owner's language (contract/hosting-suspension-reasons.ts). */
  suspendReasonCode: z.enum(SUSPENSION_REASON_CODES).nullable(),
  suspendReasonValues: z.record(z.string(), z.string()).nullable(),
  canEditDns: z.boolean(),
  mailboxLimit: z.number(),
  weeklyBackups: z.number(),
});

// --- HTTPS ------------------------------------------------------------------------------------------------------
export const httpsDomainSchema = z.object({
  domain: z.string(),
  covered: z.boolean(),
  expiresAt: z.string().nullable(),
  issuer: z.string().nullable(),
  /** AutoSSL's own words. */
  problem: z.string().nullable(),
  /** What to do about it, in plain words. */
  advice: z.string().nullable(),
});
export const siteHttpsSchema = z.object({
  serverIp: z.string().nullable(),
  checkRunning: z.boolean(),
  domains: z.array(httpsDomainSchema),
});

// --- WordPress --------------------------------------------------------------------------------------------------
export const wordpressInstallSchema = z.object({
  id: z.string(),
  domain: z.string(),
  path: z.string(),
  url: z.string().nullable(),
  version: z.string().nullable(),
});
export const wordpressRunSchema = z.object({
  state: z.enum(['queued', 'running', 'completed', 'failed']),
  percent: z.number(),
  step: z.string().nullable(),
  error: z.string().nullable(),
  /** The administrator login WP Toolkit made, once the run completed and the password was set on it. */
  adminLogin: z.string().nullable(),
});
export const siteWordpressSchema = z.object({
  installs: z.array(wordpressInstallSchema),
  run: wordpressRunSchema.nullable(),
});

const wordpressPassword = z
  .string()
  .min(10, 'Use at least 10 characters')
  .max(128)
  .regex(/^[\x20-\x7e]+$/, 'Use letters, digits and symbols only');
/**
 * WP Toolkit's create_website takes the domain and the title only: it makes the administrator (login and e-mail)
 * itself, and the password is set on it with change_admin_password once the install completed.
 */
export const installWordpressBody = z.object({
  siteTitle: safeText(100).trim().min(1, 'Give your site a title'),
  /** Left out: HostFree makes one and shows it once. */
  adminPassword: wordpressPassword.optional(),
});
export const installWordpressResponse = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('started'),
    message: z.string(),
    run: wordpressRunSchema,
    /** Only when HostFree made it: shown once, never stored. */
    adminPassword: z.string().nullable(),
  }),
  z.object({ status: z.literal('collision'), message: z.string(), installs: z.array(wordpressInstallSchema) }),
]);
export const sendToSiteBody = z.object({
  kind: z.enum(['plugin', 'theme']),
  itemId: z.number().int().positive().max(2_147_483_647),
});
export const sendToSiteResponse = z.object({
  downloadUrl: z.string(),
  expiresInMinutes: z.number(),
  message: z.string(),
});

// --- DNS --------------------------------------------------------------------------------------------------------
const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}\.?$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*\.?$/,
    'Enter a host name like mail.example.com',
  );
const port = z.coerce.number().int().min(0).max(65535);
const ttl = z.coerce.number().int().min(60, 'TTL is at least 60 seconds').max(604800, 'TTL is at most a week');
/** The record's name relative to the zone: "@" for the domain itself, "www", "_dmarc" …; the zone is added here. */
const recordName = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .regex(
    /^(@|\*|(\*\.)?[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$/,
    'Enter a name like @, www or _dmarc',
  );

const recordValue = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('A'),
    address: z.ipv4('Enter an IPv4 address like 203.0.113.10'),
  }),
  z.object({
    type: z.literal('AAAA'),
    address: z.ipv6('Enter an IPv6 address like 2001:db8::1'),
  }),
  z.object({ type: z.literal('CNAME'), target: hostname }),
  z.object({ type: z.literal('MX'), priority: port, exchange: hostname }),
  z.object({ type: z.literal('TXT'), text: safeText(2048).min(1, 'Enter the text') }),
  z.object({ type: z.literal('SRV'), priority: port, weight: port, port, target: hostname }),
  z.object({
    type: z.literal('CAA'),
    flag: z.coerce
      .number()
      .int()
      .min(0)
      .max(255)
      .refine((v) => v === 0 || v === 128, 'The flag is 0 or 128'),
    tag: z.enum(['issue', 'issuewild', 'iodef']),
    value: safeText(255).trim().min(1, 'Enter the value'),
  }),
]);
export const dnsRecordInput = z.intersection(z.object({ name: recordName, ttl }), recordValue);
export type DnsRecordInput = z.infer<typeof dnsRecordInput>;

export const dnsRecordSchema = z.object({
  lineIndex: z.number(),
  name: z.string(),
  type: z.string(),
  ttl: z.number(),
  /** The values as the zone file has them (MX: [priority, exchange] …). */
  data: z.array(z.string()),
  editable: z.boolean(),
});
export const siteDnsSchema = z.object({
  editable: z.boolean(),
  zone: z.string(),
  serial: z.string().nullable(),
  records: z.array(dnsRecordSchema),
  message: z.string().nullable(),
});
export const saveDnsBody = z.object({
  serial: z.string().regex(/^\d{1,20}$/),
  add: z.array(dnsRecordInput).max(50).default([]),
  edit: z
    .array(z.intersection(z.object({ lineIndex: z.number().int().min(0).max(100000) }), dnsRecordInput))
    .max(50)
    .default([]),
  remove: z.array(z.number().int().min(0).max(100000)).max(50).default([]),
});

// --- mailboxes --------------------------------------------------------------------------------------------------
const mailboxPassword = z
  .string()
  .min(10, 'Use at least 10 characters')
  .max(128)
  .regex(/^[\x20-\x7e]+$/, 'Use letters, digits and symbols only');
const quotaMb = z.coerce.number().int().min(0).max(1_048_576);
export const mailboxSchema = z.object({ email: z.string(), diskUsedMb: z.number(), quotaMb: z.number().nullable() });
export const siteMailboxesSchema = z.object({
  included: z.boolean(),
  limit: z.number(),
  mailboxes: z.array(mailboxSchema),
});
export const createMailboxBody = z.object({
  localPart: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9._+-]{0,62}[a-z0-9])?$/, 'Use letters, digits, dots, dashes or underscores'),
  password: mailboxPassword,
  /** 0 = no quota beyond the site's own. */
  quotaMb: quotaMb.default(1024),
});
export const updateMailboxBody = z
  .object({ password: mailboxPassword.optional(), quotaMb: quotaMb.optional() })
  .refine((b) => b.password !== undefined || b.quotaMb !== undefined, 'Change the password or the quota');

// --- backups and cPanel links -----------------------------------------------------------------------------------
export const backupSchema = z.object({
  file: z.string(),
  time: z.string().nullable(),
  status: z.enum(['complete', 'in_progress', 'failed']),
});
export const siteBackupsSchema = z.object({
  backups: z.array(backupSchema),
  weeklyLimit: z.number(),
  usedThisWeek: z.number(),
});
export const backupDownloadBody = z.object({ file: z.string().max(200) });
export const backupDownloadResponse = z.object({ downloadUrl: z.string(), expiresInMinutes: z.number() });
export const backupTokenParams = z.object({ token: z.string().max(1000) });
export const cpanelLinkBody = z.object({ app: z.enum(CPANEL_APPS) });
export const loginUrlResponse = z.object({ loginUrl: z.string() });

// --- verification TXT records of a free subdomain, in the operator's shared zone --------------------------------
const txtLabel = /[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?/.source;
export const verificationTxtName = z
  .string()
  .trim()
  .toLowerCase()
  .max(150)
  .regex(
    new RegExp(`^(@|${txtLabel}(\\.${txtLabel}){0,${VERIFICATION_TXT.maxLabels - 1}})$`),
    'Enter @ for the site itself, or a name below it like _acme-challenge',
  );
export const verificationTxtText = z
  .string()
  .trim()
  .min(1, 'Enter the value the service gave you')
  .max(VERIFICATION_TXT.maxTextLength, `Use at most ${VERIFICATION_TXT.maxTextLength} characters`)
  // Printable ASCII without quotes or backslashes: what verification tokens are, and nothing a zone file escapes.
  .regex(/^[\x20-\x21\x23-\x5b\x5d-\x7e]+$/, 'Use letters, digits and symbols only, without quotes');
export const addVerificationTxtBody = z.object({ name: verificationTxtName, text: verificationTxtText });
export const siteTxtRecordParams = siteParams.extend({ recordId: z.string().regex(/^[a-f0-9]{16}$/) });
export const verificationTxtRecordSchema = z.object({
  /** Stable across other people's edits of the shared zone (line numbers are not). */
  id: z.string(),
  /** Relative to the site's own name: "@" or "_acme-challenge". */
  name: z.string(),
  text: z.string(),
});
export const siteVerificationTxtSchema = z.object({
  allowed: z.boolean(),
  /** The site's own name, under which every record lives. */
  domain: z.string(),
  limit: z.number(),
  records: z.array(verificationTxtRecordSchema),
  message: z.string().nullable(),
});
export const siteManageSettingsSchema = z.object({
  subdomainTxtEnabled: z.boolean(),
  subdomainTxtLimit: z.number(),
  updatedAt: z.string().nullable(),
});
export const siteManageSettingsBody = z
  .object({
    subdomainTxtEnabled: z.boolean(),
    subdomainTxtLimit: z.coerce
      .number({ error: `Enter a number from 1 to ${VERIFICATION_TXT.maxPerSiteLimit}` })
      .int(`Enter a number from 1 to ${VERIFICATION_TXT.maxPerSiteLimit}`)
      .min(1, `Enter a number from 1 to ${VERIFICATION_TXT.maxPerSiteLimit}`)
      .max(VERIFICATION_TXT.maxPerSiteLimit, `Enter a number from 1 to ${VERIFICATION_TXT.maxPerSiteLimit}`),
  })
  .strict();

export type SiteOverview = z.infer<typeof siteOverviewSchema>;
export type SiteHttps = z.infer<typeof siteHttpsSchema>;
export type WordpressInstall = z.infer<typeof wordpressInstallSchema>;
export type WordpressRun = z.infer<typeof wordpressRunSchema>;
export type SiteWordpress = z.infer<typeof siteWordpressSchema>;
export type InstallWordpressBody = z.infer<typeof installWordpressBody>;
export type InstallWordpressResponse = z.infer<typeof installWordpressResponse>;
export type SendToSiteResponse = z.infer<typeof sendToSiteResponse>;
export type DnsRecord = z.infer<typeof dnsRecordSchema>;
export type SiteDns = z.infer<typeof siteDnsSchema>;
export type SaveDnsBody = z.input<typeof saveDnsBody>;
export type Mailbox = z.infer<typeof mailboxSchema>;
export type SiteMailboxes = z.infer<typeof siteMailboxesSchema>;
export type SiteBackup = z.infer<typeof backupSchema>;
export type SiteBackups = z.infer<typeof siteBackupsSchema>;
export type VerificationTxtRecord = z.infer<typeof verificationTxtRecordSchema>;
export type SiteVerificationTxt = z.infer<typeof siteVerificationTxtSchema>;
export type SiteManageSettings = z.infer<typeof siteManageSettingsSchema>;
export type SiteManageSettingsBody = z.infer<typeof siteManageSettingsBody>;
