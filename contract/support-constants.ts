// The support desk's fixed lists and messages, shared by the server and the web app. Categories are one list here:
// a new one (e.g. accessibility) is one line, and the database column is plain text so no migration follows it.

export const SUPPORT_CATEGORIES = [
  'billing',
  'hosting',
  'abuse_appeal',
  'library',
  'compute',
  'account',
  // The accessibility statement's feedback channel (/accessibility).
  'accessibility',
  'other',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  billing: 'Billing',
  hosting: 'Hosting',
  abuse_appeal: 'Abuse appeal',
  library: 'Plugin library',
  compute: 'Cloud machines',
  account: 'Account',
  accessibility: 'Accessibility',
  other: 'Other',
};

export const SUPPORT_STATUSES = ['open', 'waiting_on_customer', 'on_hold', 'solved', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

/** What a ticket may point at. The first five are offered on the form from the person's own things. */
export const SUPPORT_REF_KINDS = [
  'site',
  'payment',
  'vps_order',
  'machine',
  'abuse_report',
  'user_suspension',
  'site_suspension',
] as const;
export type SupportRefKind = (typeof SUPPORT_REF_KINDS)[number];

/** What an appeal's reinstatement undoes: a scan case (reversed), a person's or a site's suspension. */
export const SUPPORT_REINSTATE_KINDS = ['abuse_case', 'user', 'site'] as const;
export type SupportReinstateKind = (typeof SUPPORT_REINSTATE_KINDS)[number];

export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_BODY_MAX = 20_000;
export const SUPPORT_HELP_TOKEN_MAX = 64;
export const SUPPORT_ATTACHMENTS_MAX = 5;
export const SUPPORT_ATTACHMENT_BYTES_MAX = 10 * 1024 * 1024;
/** A solved ticket closes after this long without a reply. */
export const SUPPORT_AUTO_CLOSE_MS = 7 * 86_400_000;
/** A thread link in a mail opens the thread for this long; every mail carries a fresh one. */
export const SUPPORT_THREAD_LINK_TTL_MS = 90 * 86_400_000;
/** How long a new guest ticket's upload token adds files to its first message. */
export const SUPPORT_UPLOAD_TOKEN_TTL_MS = 60 * 60_000;
/** How long an admin's "I am on this ticket" counts without a renewal. */
export const SUPPORT_PRESENCE_TTL_MS = 30_000;
export const SUPPORT_PAGE_SIZE = 50;

/** First-response time per priority until an admin sets it (minutes). */
export const SUPPORT_DEFAULT_RESPONSE_MINUTES: Record<SupportPriority, number> = {
  low: 72 * 60,
  normal: 24 * 60,
  high: 8 * 60,
  urgent: 2 * 60,
};

export const SUPPORT_THREAD_PATH = '/support/thread';

export const SUPPORT_MESSAGES = {
  attachmentNotFound: 'Attachment not found',
  inboundNotSetUp: 'Inbound mail is not set up',
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `The subject can be at most ${SUPPORT_SUBJECT_MAX} characters`,
  categoryRequired: 'Please choose a category',
  bodyRequired: 'Please write a message',
  bodyTooLong: `The message can be at most ${SUPPORT_BODY_MAX.toLocaleString('en-US')} characters`,
  refNotYours: 'That item is not one of yours',
  ticketNotFound: 'Ticket not found',
  ticketClosed: 'This ticket is closed. Please open a new one.',
  /** The same answer whether or not the address has an account (a guest ticket never tells). */
  guestTicketReceived: 'Thank you. We sent a link to read and answer your ticket to that address.',
  linkInvalid: 'This link is not valid. Please use the newest link we sent you.',
  linkExpired: 'This link has expired. Open a new ticket, or answer our last mail to get a new one.',
  challengeInvalid: 'The anti-spam check failed. Please reload the page and try again.',
  challengeUsed: 'This anti-spam check was already used. Please reload the page and try again.',
  attachmentType: 'Attachments can be images (PNG, JPEG, GIF, WebP), PDF or plain text',
  attachmentEmpty: 'An attachment is empty',
  attachmentTooLarge: 'Each attachment can be at most 10 MB',
  attachmentsTooMany: `At most ${SUPPORT_ATTACHMENTS_MAX} attachments per message`,
  cannedNotFound: 'Canned reply not found',
  viewNotFound: 'Saved view not found',
  assigneeNotAdmin: 'Tickets can be assigned to administrators only',
  inboundRejected: 'Signature check failed',
  replied: 'Your answer was sent.',
  markedSolved: 'Marked as solved. Thank you!',
  reopened: 'Ticket reopened.',
  uploadLinkInvalid: 'Files can no longer be added to this request. Answer our mail to send them.',
  updated: 'Ticket updated.',
  /** The bulk change's answer: two texts, not a plural (the server's catalogue finds each by its English). */
  bulkUpdatedOne: '1 ticket updated.',
  bulkUpdatedMany: '{count} tickets updated.',
} as const;

/**
 * The words the server writes around records in the admin's context panel and the customer's "what is it about"
 * list: templates filled with fillMessage (i18n/format.ts); the routes answer them in the reader's language (the
 * values, a domain, a username, an admin's reason or a record's status, stay as they are).
 */
export const SUPPORT_CONTEXT_WORDS = {
  abuseReportAbout: 'Abuse report about {domain}',
  vpsOrder: 'VPS order #{id} ({package})',
  device: 'Device #{id}',
  deviceRegisteredHere: 'registered here · {address} · last {date}',
  deviceRegisteredHereNoAddress: 'registered here · no address · last {date}',
  deviceSeen: 'seen · {address} · last {date}',
  deviceSeenNoAddress: 'seen · no address · last {date}',
  personActive: 'active',
  personSuspended: 'suspended: {reason}',
  scanCaseAppealable: 'Scan case #{id} about {domain} ({status}, appealable)',
  scanCaseNotAppealable: 'Scan case #{id} about {domain} ({status}, not appealable)',
  reverseAndRestore: 'Reverse case #{id} and restore {domain}',
  unsuspendSite: 'Unsuspend {domain}',
  siteDeleted: 'Site #{id} (deleted)',
  siteSuspension: 'Suspension of {domain} ({status})',
  userSuspensionUnknown: 'Suspension of user #{id}',
  liftUserSuspension: 'Lift the suspension of {username}',
  userSuspended: 'Suspension of {username}: {reason}',
  userSuspendedNoReason: 'Suspension of {username}: no reason given',
  userNoLongerSuspended: 'Suspension of {username} (no longer suspended)',
} as const;
