import type { SitePageSlug } from '../../../contract/site-pages.js';

// The text each page shows until an admin writes their own: short, true of how this software works, and meant to
// be replaced with the operator's name, country and contact. Markdown, rendered by web/lib/markdown.tsx.
export const DEFAULT_PAGES: Record<SitePageSlug, string> = {
  terms: `# Terms of Service

These terms apply to every account and every site hosted here.

## The service

We offer free web hosting, a library of WordPress plugins and themes, and paid hosting and servers. The free service is
offered as it is, without a promise that it is always available. We may change or end parts of it; we will tell you
in advance where we can.

## Your account

- Keep your password and recovery phrase safe: we cannot recover an account without them.
- You are responsible for what your sites publish and for what happens under your account.
- One person may hold more than one account only within the limits shown at sign-up.

## What is not allowed

Everything the [Acceptable Use Policy](/acceptable-use) forbids. We may suspend a site or an account that breaks it,
and we tell you why.

## Paid services

Paid plans renew monthly until you cancel them. Cancelling stops the next renewal; the current period stays paid.

## Ending

You may erase your account at any time from Settings. We may close accounts that break these terms.
`,
  privacy: `# Privacy Policy

We collect as little as we can to run the service.

## What we keep

- **Your account:** username, password hash, and the e-mail address if you give one.
- **Your sites:** the files and databases you put on them.
- **Security records:** sign-in times, the address and browser used, and a device fingerprint used only to enforce
  the sign-up limits.
- **Payments:** handled by Stripe; we keep the order, never your card number.

## What we do not do

We do not sell your data and we do not show advertising.

## Your rights

You can download everything we hold about you, or erase your account, from Settings at any time.

## Abuse reports

When you report a site, we keep your e-mail address to tell you the outcome. The site's owner does not see it.
`,
  'acceptable-use': `# Acceptable Use Policy

Free hosting stays free only while it is not used to harm others. Sites hosted here must not carry:

- **Phishing:** pages that imitate another service to collect passwords, card numbers or personal data.
- **Malware:** software that harms the visitor's device, or links to it.
- **Spam:** sending unsolicited mail, or pages that exist only to be advertised by it.
- **Copyright infringement:** work you have no right to publish.
- Anything else that is illegal where we operate, or that attacks other systems.

## What happens

Anyone can [report a site](/report-abuse). An administrator reviews each report and may dismiss it, warn the owner,
suspend the site, or suspend the owner. The owner is told by e-mail when something happens to their site.
`,
};
