import { ABUSE_MESSAGES } from '../abuse-constants.js';
import { ABUSE_DETECTION_MESSAGES } from '../abuse-detection.js';
import { REPUTATION_MESSAGES } from '../abuse-reputation.js';
import { ACCOUNT_MESSAGES } from '../account-messages.js';
import { ACCOUNT_SAFETY_MESSAGES } from '../account-safety-messages.js';
import { ADMIN_MESSAGES } from '../admin.js';
import { BILLING_MESSAGES } from '../billing-constants.js';
import { BILLING_DETAIL_MESSAGES } from '../billing-details.js';
import { CHECKOUT_MESSAGES } from '../checkout-messages.js';
import { COMPUTE_MESSAGES, EXTRA_RUN_MESSAGES } from '../compute-constants.js';
import { TRIAL_MESSAGES } from '../compute-trial.js';
import { EMAIL_VERIFICATION_MESSAGES } from '../email-verification-constants.js';
import { HELP_MESSAGES } from '../help-center-constants.js';
import { HOSTING_MESSAGES } from '../hosting-constants.js';
import { IDLE_SITES_MESSAGES } from '../idle-sites-constants.js';
import { INSTANCE_ACTION_MESSAGES } from '../instance-actions.js';
import { LIBRARY_MESSAGES } from '../library.js';
import { MARKETING_MESSAGES } from '../marketing.js';
import { PAID_HOSTING_MESSAGES, PENDING_ORDER_MESSAGES } from '../paid-hosting-constants.js';
import { PAYMENT_MESSAGES } from '../payment-messages.js';
import { PLAN_CHANGE_MESSAGES } from '../plan-changes.js';
import { PROMOTION_MESSAGES } from '../promotion-codes.js';
import { REFUND_MESSAGES } from '../refunds.js';
import { SITE_MESSAGES } from '../site-manage-constants.js';
import { SITE_PAGE_MESSAGES } from '../site-pages.js';
import { SUPPORT_CONTEXT_WORDS, SUPPORT_MESSAGES } from '../support-constants.js';
import { SYSTEM_STATUS_MESSAGES } from '../system-status.js';
import { USER_SUSPENSION_MESSAGES } from '../user-suspension-constants.js';
import { VPS_MESSAGES } from '../vps-constants.js';
import { SERVER_MESSAGE_KEYS } from './server-messages.js';

// Every message constant the server throws in an AppError (the contract's `*_MESSAGES`), by catalogue feature: one
// `errors-<domain>.json` per domain, server only (the browser reads the server's answers already translated; its own
// validation messages are the `errors` feature, server-messages.ts). A text the `errors` feature has already is not
// repeated. Keys are '<group>.<name>' ('billing.noCustomer'); a nested constant adds its path ('admin.users.notFound').
// A message with a value in it is a function of the contract and is not here: it goes out in English until it is
// written as an ICU message. catalogue.test.ts holds each English file equal to these constants.

type MessageTree = { readonly [key: string]: string | MessageTree | ((...args: never[]) => string) };

export const SERVER_MESSAGE_DOMAINS: Record<string, Record<string, MessageTree>> = {
  'errors-accounts': {
    accounts: ACCOUNT_MESSAGES,
    accountSafety: ACCOUNT_SAFETY_MESSAGES,
    emailVerification: EMAIL_VERIFICATION_MESSAGES,
    userSuspension: USER_SUSPENSION_MESSAGES,
  },
  'errors-billing': {
    payments: PAYMENT_MESSAGES,
    checkout: CHECKOUT_MESSAGES,
    billing: BILLING_MESSAGES,
    billingDetails: BILLING_DETAIL_MESSAGES,
    refunds: REFUND_MESSAGES,
    promotions: PROMOTION_MESSAGES,
    planChanges: PLAN_CHANGE_MESSAGES,
  },
  'errors-hosting': {
    hosting: HOSTING_MESSAGES,
    paidHosting: PAID_HOSTING_MESSAGES,
    pendingOrders: PENDING_ORDER_MESSAGES,
    idleSites: IDLE_SITES_MESSAGES,
    sites: SITE_MESSAGES,
    sitePages: SITE_PAGE_MESSAGES,
  },
  'errors-compute': {
    compute: COMPUTE_MESSAGES,
    extraRuns: EXTRA_RUN_MESSAGES,
    trial: TRIAL_MESSAGES,
    instanceActions: INSTANCE_ACTION_MESSAGES,
    vps: VPS_MESSAGES,
  },
  'errors-admin': {
    admin: ADMIN_MESSAGES,
    systemStatus: SYSTEM_STATUS_MESSAGES,
    marketing: MARKETING_MESSAGES,
    library: LIBRARY_MESSAGES,
    help: HELP_MESSAGES,
  },
  'errors-support': {
    support: SUPPORT_MESSAGES,
    supportContext: SUPPORT_CONTEXT_WORDS,
    abuse: ABUSE_MESSAGES,
    abuseDetection: ABUSE_DETECTION_MESSAGES,
    reputation: REPUTATION_MESSAGES,
  },
};

/** One domain's messages as the catalogue holds them: key → English text, each text once. */
export function domainMessages(domain: string): Record<string, string> {
  const messages: Record<string, string> = {};
  const seen = new Set<string>(SERVER_MESSAGE_KEYS.keys());
  const walk = (tree: MessageTree, path: string) => {
    for (const [name, value] of Object.entries(tree)) {
      if (typeof value === 'string') {
        if (seen.has(value)) continue;
        seen.add(value);
        messages[`${path}.${name}`] = value;
      } else if (typeof value === 'object') walk(value, `${path}.${name}`);
    }
  };
  // Earlier domains first, so a text shared by two domains belongs to the first.
  for (const [name, groups] of Object.entries(SERVER_MESSAGE_DOMAINS)) {
    for (const [group, tree] of Object.entries(groups)) {
      const before = Object.keys(messages).length;
      walk(tree, group);
      if (name !== domain) for (const key of Object.keys(messages).slice(before)) delete messages[key];
    }
    if (name === domain) break;
  }
  return messages;
}
