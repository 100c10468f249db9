// The abuse reports' constants and messages apart from their schemas (abuse.ts, which re-exports this file): the
// public report form reads them without loading zod, which arrives on the form's first check.

export const ABUSE_CATEGORIES = ['phishing', 'malware', 'spam', 'copyright', 'other'] as const;
export type AbuseCategory = (typeof ABUSE_CATEGORIES)[number];
export const ABUSE_CATEGORY_LABELS: Record<AbuseCategory, string> = {
  phishing: 'Phishing',
  malware: 'Malware',
  spam: 'Spam',
  copyright: 'Copyright',
  other: 'Other',
};

/** At most this many evidence links per report, each at most this long. */
export const ABUSE_EVIDENCE_MAX = 10;
export const ABUSE_EVIDENCE_URL_MAX = 2000;
/** A challenge is good for this long and for one report. */
export const ABUSE_CHALLENGE_TTL_MS = 10 * 60_000;
/** Auto-suspension counts open reports within this window. */
export const ABUSE_AUTO_SUSPEND_WINDOW_MS = 60 * 60_000;
export const ABUSE_AUTO_SUSPEND_THRESHOLD_DEFAULT = 3;

export const ABUSE_MESSAGES = {
  siteRequired: 'Enter the address of the site',
  siteNotOurs: 'That site is not hosted here. Report it to its own host.',
  categoryRequired: 'Choose a category',
  evidenceRequired: 'Add at least one link that shows the problem',
  evidenceInvalid: 'Each link must be a full http:// or https:// address',
  evidenceTooMany: `At most ${ABUSE_EVIDENCE_MAX} links`,
  detailsTooLong: 'At most 2000 characters',
  challengeInvalid: 'The security check failed. Please try again.',
  challengeUsed: 'This security check was already used. Please try again.',
  reportReceived: 'Thank you. Your report was received; we will e-mail you the outcome.',
  reportNotFound: 'Report not found',
  reportClosed: 'This report was already handled',
  ownerHasNoSites: 'The owner has no site that can be suspended',
  autoSuspensionNotFound: 'Automatic suspension not found',
  autoSuspensionUndone: 'Automatic suspension undone: the site is back online',
  dismissed: 'Report dismissed',
  warned: 'The owner was warned by e-mail',
  warnedNoEmail: 'The owner has no e-mail address: the warning was recorded only',
  siteSuspended: 'Site suspended',
  ownerSuspended: 'Owner suspended',
  settingsSaved: 'Abuse settings saved',
  messageRequired: 'Write the message to the owner',
} as const;
