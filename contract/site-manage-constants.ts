// The "Manage site" area's constants and fixed messages, without zod (the web's site page imports this file alone
// until a form needs a schema). site-manage.ts re-exports it.

/** "Back up now" per site per rolling seven days: the archive counts against the disk quota (docs/decisions.md). */
export const WEEKLY_BACKUPS = { free: 1, paid: 3 } as const;

/** cPanel pages one click away (create_user_session app=), for what HostFree does not rebuild. */
export const CPANEL_APPS = [
  'Backups_Home',
  'Email_Accounts',
  'Database_MySQL',
  'Cron_Home',
  'FileManager_Home',
] as const;
export type CpanelApp = (typeof CPANEL_APPS)[number];

/** Zone record types the DNS editor writes; the rest (SOA, NS) are shown read-only. */
export const EDITABLE_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA'] as const;
export type EditableRecordType = (typeof EDITABLE_RECORD_TYPES)[number];

/** How often the site page asks again while something runs on the server (WordPress install, AutoSSL check). */
export const SITE_PROGRESS_POLL_MS = 1500;

/** Where a file sent from the library goes in WordPress (the answer's `message`; the screen says it by the kind). */
export const SEND_TO_SITE_HOW = {
  plugin: 'In your WordPress admin, open Plugins → Add New Plugin → Upload, and give it this file.',
  theme: 'In your WordPress admin, open Appearance → Themes → Add New Theme → Upload, and give it this file.',
} as const;

export const SITE_MESSAGES = {
  nothingToSave: 'Nothing to save',
  recordLocked: 'The {type} record cannot be changed here',
  mailboxExists: '{email} already exists',
  nameTooLongForDns: 'The name is too long for DNS',
  accountNotFound: 'Hosting account not found',
  notProvisioned: 'This site is still being set up. Try again in a few minutes.',
  suspended: 'This site is suspended. Only the appeal is open until it is lifted.',
  unreachable: 'Could not reach the server. Nothing was changed; try again in a few minutes.',
  wordpressNotFound: 'WordPress install not found',
  wordpressStarted: 'WordPress is being installed',
  wordpressRemoved: 'WordPress was removed',
  wordpressNeeded: 'Install WordPress on this site first',
  zoneNotEditable:
    'Your address is under the shared domain, whose DNS HostFree runs for every site. Connect your own domain on a paid plan to edit DNS.',
  zoneChanged:
    'Someone changed this DNS zone while you were editing. Here is the zone as it is now: check and save again.',
  zoneSaved: 'DNS records saved',
  mailNotIncluded: 'Your plan does not include e-mail.',
  mailboxLimit: 'Your plan allows no more mailboxes.',
  mailboxNotFound: 'Mailbox not found',
  mailboxCreated: 'Mailbox created',
  mailboxSaved: 'Mailbox saved',
  mailboxDeleted: 'Mailbox deleted',
  backupLimit: 'You have used this week’s backups for this site. Older backups stay listed below.',
  backupStarted: 'Backup started. It appears below when it is ready.',
  backupNotFound: 'Backup not found',
  backupLinkInvalid: 'This download link has expired or is not valid. Ask for a new one on your site page.',
  checkStarted: 'Checking HTTPS again',
  checkQueued: 'The server could not be reached. The check is queued and starts as soon as it answers.',
  txtOff: 'Verification records for free sites are turned off on this server.',
  txtOwnDomain: 'Your site is on its own domain: add TXT records in the DNS editor above.',
  txtAdded: 'Verification record added',
  txtRemoved: 'Verification record removed',
  txtNotFound: 'Verification record not found',
  txtExists: 'This verification record is already there',
  txtMailManaged: 'Your site’s mail records (SPF and DKIM) are managed by the server',
  sharedZoneBusy: 'The shared DNS zone is busy. Nothing was changed; try again in a moment.',
  settingsSaved: 'Manage site settings saved',
} as const;

/**
 * Verification TXT records a free site may keep under its own name in the operator's shared zone: only TXT, only
 * at the site's own name or below it, one string each (a verification token is short ASCII).
 */
export const VERIFICATION_TXT = {
  /** The admin's limit per site may be 1 to this. */
  maxPerSiteLimit: 20,
  defaultPerSite: 5,
  maxTextLength: 255,
  /** Labels below the site's own name ("_acme-challenge", "_dmarc", "x.y"). */
  maxLabels: 3,
  /** Short, so a verifier's change is seen soon after it is made and a removed one is gone soon. */
  ttl: 300,
} as const;

export const txtLimitMessage = (limit: number) =>
  `A free site may keep ${limit} verification record${limit === 1 ? '' : 's'}. Remove one first.`;
