import {
  aboutDomain,
  account,
  actorOf,
  because,
  changed,
  englishAuditWords,
  fieldsPart,
  list,
  named,
  onAccount,
  or,
  plain,
  subjectOf,
  targetOf,
  text,
  ticketFields,
  titled,
  withOwner,
  type AuditWords,
  type Sentence,
  type SentenceEvent,
} from './audit-sentence-words.js';
import { MONEY_SENTENCES } from './audit-sentences-money.js';

// Every audit event reads as a sentence: who did what to whom. The events are stored as codes and values (action,
// actor, subject, target, details), so the sentence is written when it is read, in the reader's language: this table
// picks each action's message of the catalogue's `audit-sentences` feature and its values; the admin Audit Log and the
// user's Security activity pass their translator (English by default). Rows of any age read the same way.
// server/modules/audit/audit-sentences.test.ts fails when an action written anywhere in server/ has no sentence here.

export { englishAuditWords, type AuditWord, type AuditWords, type SentenceEvent } from './audit-sentence-words.js';

export const AUDIT_SENTENCES: Record<string, Sentence> = {
  // Signing in
  'auth.sign_in': (p) =>
    p.w(
      p.details.method === 'recovery_code'
        ? 'auth.sign_in.recovery_code'
        : p.details.method === 'totp'
          ? 'auth.sign_in.totp'
          : 'auth.sign_in',
      { actor: p.actor },
    ),
  'auth.sign_in_failed': (p) =>
    p.details.reason === 'unknown_account'
      ? p.w('auth.sign_in_failed.unknown_account', { actor: p.actor })
      : plain('auth.sign_in_failed')(p),
  'auth.sign_in_refused': plain('auth.sign_in_refused'),
  'auth.two_factor_failed': (p) =>
    plain(
      p.details.method === 'change_confirmation'
        ? 'auth.two_factor_failed.change_confirmation'
        : p.details.method === 'recovery_code'
          ? 'auth.two_factor_failed.recovery_code'
          : 'auth.two_factor_failed',
    )(p),
  'auth.recovery_code_used': plain('auth.recovery_code_used'),
  // Two-factor
  'two_factor.enabled': plain('two_factor.enabled'),
  'two_factor.disabled': plain('two_factor.disabled'),
  'two_factor.reset': plain('two_factor.reset'),
  // The account
  'password.changed': plain('password.changed'),
  'account.recovered': plain('account.recovered'),
  'account.exported': plain('account.exported'),
  'account.erased': plain('account.erased'),
  'session.revoked': plain('session.revoked'),
  'session.revoked_others': (p) =>
    text(p.details.revoked)
      ? p.w('session.revoked_others', { actor: p.actor, subject: p.subject, count: text(p.details.revoked)! })
      : plain('session.revoked_others.all')(p),
  // Users
  'user.created': plain('user.created'),
  'user.updated': (p) =>
    p.w('user.updated', { actor: p.actor, subject: p.subject, fields: fieldsPart(p, list(p.details.fields)) }),
  'user.role_changed': (p) =>
    p.w('user.role_changed', {
      actor: p.actor,
      subject: p.subject,
      from: or(p.details.from, '?'),
      to: or(p.details.to, '?'),
    }),
  'user.group_assigned': (p) =>
    text(p.details.to)
      ? p.w('user.group_assigned', { actor: p.actor, subject: p.subject, group: text(p.details.to)! })
      : plain('user.group_assigned.none')(p),
  'user.deleted': plain('user.deleted'),
  'user.suspended': (p) =>
    p.w('user.suspended', { actor: p.actor, subject: p.subject, because: because(p, p.details.reason) }),
  'user.unsuspended': (p) =>
    text(p.details.previousReason)
      ? p.w('user.unsuspended.previous', {
          actor: p.actor,
          subject: p.subject,
          reason: text(p.details.previousReason)!,
        })
      : plain('user.unsuspended')(p),
  // Settings
  'settings.abuse_changed': changed('settings.abuse_changed'),
  'settings.abuse_detection_changed': changed('settings.abuse_detection_changed'),
  'settings.reputation_source_changed': (p) =>
    p.w(
      p.details.enabled
        ? p.details.apiKey
          ? 'settings.reputation_source_changed.on_key'
          : 'settings.reputation_source_changed.on'
        : p.details.apiKey
          ? 'settings.reputation_source_changed.off_key'
          : 'settings.reputation_source_changed.off',
      { actor: p.actor, source: or(p.details.source, p.target) },
    ),
  'settings.site_page_changed': (p) =>
    text(p.details.slug)
      ? p.w('settings.site_page_changed', { actor: p.actor, page: text(p.details.slug)! })
      : p.w('settings.site_page_changed.unnamed', { actor: p.actor }),
  'settings.support_contact_changed': changed('settings.support_contact_changed'),
  // The help centre
  'help.article_created': titled('help.article_created'),
  'help.article_changed': titled('help.article_changed'),
  'help.article_published': titled('help.article_published'),
  'help.article_unpublished': titled('help.article_unpublished'),
  'help.article_deleted': titled('help.article_deleted'),
  // The support desk
  'support.reply_sent': titled('support.reply_sent', 'subject'),
  'support.note_added': titled('support.note_added', 'subject'),
  'support.ticket_changed': (p) =>
    p.w('support.ticket_changed', {
      actor: p.actor,
      title: or(p.details.subject, p.target),
      fields: fieldsPart(
        p,
        ticketFields(p, (k) => Boolean(p.details[k])),
      ),
    }),
  'support.tickets_bulk_changed': (p) => {
    const values = {
      actor: p.actor,
      fields: ticketFields(p, (k) => p.details[k] !== undefined) ?? p.w('field.nothing'),
    };
    return text(p.details.count)
      ? p.w('support.tickets_bulk_changed', { ...values, count: text(p.details.count)! })
      : p.w('support.tickets_bulk_changed.several', values);
  },
  'support.attachment_added': (p) =>
    text(p.details.fileName)
      ? p.w('support.attachment_added', { actor: p.actor, file: text(p.details.fileName)!, target: p.target })
      : p.w('support.attachment_added.unnamed', { actor: p.actor, target: p.target }),
  'support.canned_reply_created': titled('support.canned_reply_created'),
  'support.canned_reply_changed': titled('support.canned_reply_changed'),
  'support.canned_reply_deleted': titled('support.canned_reply_deleted'),
  'settings.support_desk_changed': changed('settings.support_desk_changed'),
  // Abuse reports
  'abuse.report_received': (p) =>
    p.w('abuse.report_received', {
      actor: p.actor,
      domain: or(p.details.domain, p.target),
      category: named(p, 'category', p.details.category, 'category.other'),
    }),
  'abuse.report_dismissed': aboutDomain('abuse.report_dismissed'),
  'abuse.report_warned': aboutDomain('abuse.report_warned'),
  'abuse.report_site_suspended': aboutDomain('abuse.report_site_suspended'),
  'abuse.report_owner_suspended': aboutDomain('abuse.report_owner_suspended'),
  'abuse.site_auto_suspended': (p) =>
    text(p.details.reportCount)
      ? p.w('abuse.site_auto_suspended', {
          subject: p.subject,
          account: account(p),
          count: text(p.details.reportCount)!,
        })
      : onAccount('abuse.site_auto_suspended.several')(p),
  'abuse.auto_suspension_undone': onAccount('abuse.auto_suspension_undone'),
  // Automatic detection (the name check and the content scan)
  'abuse.case_opened': (p) =>
    p.w('abuse.case_opened', {
      domain: or(p.details.domain, p.target),
      subject: p.subject,
      verdict: named(p, 'verdict', p.details.verdict, 'verdict.review'),
      origin: named(p, 'origin', p.details.origin, 'origin.scan'),
      score: or(p.details.score, '?'),
    }),
  'abuse.site_quarantined': (p) =>
    p.w('abuse.site_quarantined', {
      domain: text(p.details.domain) ?? account(p),
      subject: p.subject,
      threat: named(p, 'threat', p.details.threat, 'threat.suspicious'),
    }),
  'abuse.case_confirmed': (p) =>
    aboutDomain(p.details.quarantined ? 'abuse.case_confirmed.quarantined' : 'abuse.case_confirmed')(p),
  'abuse.case_reversed': (p) =>
    aboutDomain(p.details.siteRestored ? 'abuse.case_reversed.restored' : 'abuse.case_reversed')(p),
  // Operations
  'job.retried': (p) =>
    text(p.details.kind)
      ? p.w('job.retried', { actor: p.actor, kind: text(p.details.kind)!, target: p.target })
      : p.w('job.retried.unnamed', { actor: p.actor, target: p.target }),
  'settings.api_changed': changed('settings.api_changed'),
  'settings.smtp_changed': changed('settings.smtp_changed', 'settings.smtp_changed.removed'),
  'settings.site_manage_changed': changed('settings.site_manage_changed'),
  'settings.stripe_changed': changed('settings.stripe_changed'),
  // HostFree's own Stripe webhook endpoint set up, repaired, removed, or a failed attempt (outcome).
  'settings.stripe_webhook_endpoint': (p) =>
    p.details.outcome === 'failed'
      ? p.w('settings.stripe_webhook_endpoint.failed', { because: because(p, p.details.message) })
      : text(p.details.endpointId)
        ? p.w('settings.stripe_webhook_endpoint.id', {
            outcome: or(p.details.outcome, 'checked'),
            id: text(p.details.endpointId)!,
          })
        : p.w('settings.stripe_webhook_endpoint', { outcome: or(p.details.outcome, 'checked') }),
  'settings.stripe_tax': (p) =>
    p.w(p.details.automaticTax ? 'settings.stripe_tax.on' : 'settings.stripe_tax.off', { actor: p.actor }),
  'settings.pixel_changed': changed('settings.pixel_changed', 'settings.pixel_changed.removed'),
  'settings.registration_changed': changed('settings.registration_changed'),
  'settings.header_code_changed': (p) =>
    p.details.created
      ? p.w('settings.header_code_changed.created', { actor: p.actor, name: or(p.details.name, p.target) })
      : changed('settings.header_code_changed', 'settings.header_code_changed.removed')(p),
  // Hosting
  'hosting.created': onAccount('hosting.created'),
  'hosting.deleted': onAccount('hosting.deleted'),
  'hosting.fixed': (p) =>
    text(p.details.outcome)
      ? p.w('hosting.fixed.outcome', { actor: p.actor, account: account(p), outcome: text(p.details.outcome)! })
      : onAccount('hosting.fixed')(p),
  'hosting.package_changed': (p) =>
    p.w('hosting.package_changed', {
      actor: p.actor,
      account: account(p),
      from: or(p.details.from, '?'),
      to: or(p.details.to, '?'),
    }),
  'hosting.suspended': (p) =>
    p.w('hosting.suspended', {
      actor: p.actor,
      account: account(p),
      subject: p.subject,
      withOwner: withOwner(p),
      because: because(p, p.details.reason),
    }),
  'hosting.unsuspended': (p) =>
    p.w('hosting.unsuspended', { actor: p.actor, account: account(p), subject: p.subject, withOwner: withOwner(p) }),
  'hosting.idle_deactivated': onAccount('hosting.idle_deactivated'),
  'hosting.idle_reactivated': onAccount('hosting.idle_reactivated'),
  'hosting.idle_removed': onAccount('hosting.idle_removed'),
  'idle_sites.settings_changed': (p) =>
    p.details.enabled
      ? p.w('idle_sites.settings_changed', {
          actor: p.actor,
          idleDays: or(p.details.idleDays, '?'),
          removalDays: or(p.details.removalDays, '?'),
        })
      : p.w('idle_sites.settings_changed.off', { actor: p.actor }),
  'idle_sites.sweep_requested': plain('idle_sites.sweep_requested'),
  // Manage site (the customer's own site tools on cPanel)
  'site.https_check': onAccount('site.https_check'),
  'site.wordpress_install': onAccount('site.wordpress_install'),
  'site.wordpress_remove': (p) =>
    p
      .w('site.wordpress_remove', { actor: p.actor, install: or(p.details.installId, ''), account: account(p) })
      .replace('  ', ' '),
  'site.wordpress_send': (p) =>
    p.w('site.wordpress_send', {
      actor: p.actor,
      kind: named(p, 'kind', p.details.kind, 'kind.item'),
      item: or(p.details.itemId, '?'),
      account: account(p),
    }),
  'site.dns_save': onAccount('site.dns_save'),
  'site.mailbox_create': (p) =>
    p.w('site.mailbox_create', { actor: p.actor, email: or(p.details.email, '?'), account: account(p) }),
  'site.mailbox_update': (p) =>
    p.w('site.mailbox_update', {
      actor: p.actor,
      email: or(p.details.email, '?'),
      changed: list(p.details.changed) ?? '?',
    }),
  'site.mailbox_delete': (p) =>
    p.w('site.mailbox_delete', { actor: p.actor, email: or(p.details.email, '?'), account: account(p) }),
  'site.backup_start': onAccount('site.backup_start'),
  'site.verification_txt_add': (p) =>
    p.w('site.verification_txt_add', { actor: p.actor, name: or(p.details.name, '?'), account: account(p) }),
  'site.verification_txt_remove': (p) =>
    p.w('site.verification_txt_remove', { actor: p.actor, name: or(p.details.name, '?'), account: account(p) }),
  // Groups and packages
  'group.created': (p) => p.w('group.created', { actor: p.actor, name: or(p.details.name, p.target) }),
  'group.updated': (p) =>
    p.w('group.updated', {
      actor: p.actor,
      target: p.target,
      fields: fieldsPart(p, list(Object.keys(p.details))),
    }),
  'group.deleted': (p) => p.w('group.deleted', { actor: p.actor, name: or(p.details.name, p.target) }),
  'package.created': (p) =>
    text(p.details.duplicateOf)
      ? p.w('package.created.copy', {
          actor: p.actor,
          name: or(p.details.name, p.target),
          source: text(p.details.duplicateOf)!,
        })
      : p.w('package.created', { actor: p.actor, name: or(p.details.name, p.target) }),
  'package.updated': (p) => p.w('package.updated', { actor: p.actor, name: or(p.details.name, p.target) }),
  'package.deleted': plain('package.deleted'),
  'vps-package.created': (p) => p.w('vps-package.created', { actor: p.actor, name: or(p.details.name, p.target) }),
  'vps-package.updated': (p) => p.w('vps-package.updated', { actor: p.actor, name: or(p.details.name, p.target) }),
  'vps-package.duplicated': (p) =>
    p.w('vps-package.duplicated', { actor: p.actor, source: or(p.details.fromPackageId, '?'), target: p.target }),
  'vps-package.deleted': plain('vps-package.deleted'),
  // Library
  'library.created': (p) =>
    p.w('library.created', { actor: p.actor, name: text(p.details.name) ?? or(p.details.slug, p.target) }),
  'library.updated': (p) =>
    p.w('library.updated', {
      actor: p.actor,
      name: or(p.details.slug, p.target),
      fields: fieldsPart(p, list(p.details.fields)),
    }),
  'library.deleted': (p) => p.w('library.deleted', { actor: p.actor, name: or(p.details.slug, p.target) }),
  'library.request_processed': plain('library.request_processed'),
  // Compute
  'compute.changed': (p) =>
    p.w('compute.changed', {
      actor: p.actor,
      change: or(p.details.change, 'settings').replaceAll('_', ' '),
      target: p.target,
    }),
  'compute.stopped': (p) =>
    p.w('compute.stopped', { actor: p.actor, target: p.target, subject: p.subject, withOwner: withOwner(p) }),
  'compute.started': plain('compute.started'),
  ...MONEY_SENTENCES,
};

/**
 * Who did what to whom, e.g. 'Alice (admin) suspended bob@example.com: phishing', in the words `w` gives (a screen
 * passes its translator of the `audit-sentences` feature; English by default). Names, reasons and titles people typed
 * are said as they were typed.
 */
export function auditSentence(event: SentenceEvent, w: AuditWords = englishAuditWords): string {
  const sentence = AUDIT_SENTENCES[event.action];
  const parts = {
    actor: actorOf(event, w),
    subject: subjectOf(event, w),
    target: targetOf(event, w),
    details: event.details,
    w,
  };
  // An action written after this table (the test says so) still reads as something.
  return sentence
    ? sentence(parts)
    : w('unknownAction', { actor: parts.actor, action: event.action, target: parts.target });
}

/** Whether the table has a sentence for the action (the coverage test asks). */
export const hasAuditSentence = (action: string) => Object.hasOwn(AUDIT_SENTENCES, action);
