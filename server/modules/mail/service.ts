import { MARKETING_MESSAGES, type SmtpTestBody } from '../../../contract/marketing.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { describeSmtpFailure } from '../../integrations/smtp/nodemailer-client.js';
import { SmtpError } from '../../integrations/smtp/types.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { requestContextLocale } from '../../lib/request-context.js';
import { SOURCE_LOCALE, isLocale, type Locale } from '../../../contract/i18n/locales.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { SmtpSettingsService } from '../smtp-settings/index.js';
import { render } from './templates/blocks.js';
import { renderTemplate, type MailContext, type MailTemplate, type MailTemplateData } from './templates/index.js';
import {
  countOutbox,
  deleteHeldRows,
  readOutboxFigures,
  requeueFailedRow,
  findOutboxRow,
  insertOutboxRow,
  markSent,
  recordAttemptFailure,
  releaseHeldRows,
} from './outbox-repo.js';

// Mail that is never lost. A message is an outbox row written inside the caller's
// transaction together with a `mail.send` job; the job renders and sends it, retrying with the queue's backoff
// (10 s … 30 min) for about a day, so an SMTP outage delays mail and loses none. The job queue's
// FOR UPDATE SKIP LOCKED hands each job to one instance, and the row is marked sent only from 'queued', so
// with any number of instances each message is sent once.

export const MAIL_JOB = 'mail.send';
/** With the queue's backoff capped at 30 min, 60 attempts keep trying for about 26 hours. */
const MAIL_MAX_ATTEMPTS = 60;
/** Credentials held for an address are dropped after this (the user never added one). */
export const HELD_MAIL_TTL_MS = 7 * 86_400_000;

export interface MailServiceDeps {
  db: Db;
  secretBox: SecretBox;
  smtpSettings: SmtpSettingsService;
  apiSettings: ApiSettingsService;
  jobs: JobRunner;
  hostedDomain: string;
  log: AuditLog;
  now: () => Date;
  /** The admin's support contact, read when a message is rendered (site-pages module); none in tests that do not look. */
  getSupportContact?: () => Promise<{ email: string | null; url: string | null }>;
}

export interface EnqueueMail<K extends MailTemplate> {
  template: K;
  to: string;
  data: MailTemplateData[K];
  /** The user the message is about (deleted with them while unsent). */
  userId?: number | null;
  /** Idempotency: the same key enqueues one message, ever (e.g. 'donation-receipt:42'). */
  dedupeKey?: string;
  /**
   * The recipient's language, when the caller knows it better than the defaults: the user's stored choice (userId),
   * else the language of the request that causes the message, else English.
   */
  locale?: Locale;
}

/** The stored language of a user (accounts registers it: mail is wired before the module that owns users). */
export type RecipientLocaleLookup = (userId: number, tx: DbOrTx) => Promise<Locale | null>;

export function createMailService({
  db,
  secretBox,
  smtpSettings,
  apiSettings,
  jobs,
  hostedDomain,
  log,
  now,
  getSupportContact,
}: MailServiceDeps) {
  const context: MailContext = { brand: 'HostFree', siteUrl: `https://${hostedDomain}` };
  /** The context of one message: the support contact as the admin has it now (an e-mail address, else a link). */
  async function contextNow(): Promise<MailContext> {
    const contact = await getSupportContact?.().catch(() => null);
    return { ...context, supportContact: contact?.email ?? contact?.url ?? null };
  }

  async function enqueueSendJob(tx: DbOrTx, outboxId: number) {
    await enqueueJob(
      tx,
      MAIL_JOB,
      { outboxId },
      { dedupeKey: `${MAIL_JOB}:${outboxId}`, maxAttempts: MAIL_MAX_ATTEMPTS, runAt: now() },
    );
  }

  /**
   * The hook for other modules: writes a templated message and its send job inside the caller's transaction
   * (`tx`), so the mail exists exactly when the event that causes it does. Answers the outbox id, or null when
   * the dedupeKey was used before. Wake the runner after the transaction commits with `mail.nudge()`.
   *
   *   await db.transaction(async (tx) => {
   *     await markDonationPaid(tx, donation.id);
   *     await mail.enqueue(tx, { template: 'donation-receipt', to: donation.donorEmail, userId: donation.userId,
   *       dedupeKey: `donation-receipt:${donation.id}`, data: { donationId: donation.id, amountCents: 500, … } });
   *   });
   *   mail.nudge();
   */
  let recipientLocaleOf: RecipientLocaleLookup | null = null;
  /** Each message is written in its recipient's language, chosen when the message is (mail follows the person). */
  async function localeFor(tx: DbOrTx, mail: { locale?: Locale; userId?: number | null }): Promise<Locale> {
    if (mail.locale) return mail.locale;
    const stored = mail.userId != null && recipientLocaleOf ? await recipientLocaleOf(mail.userId, tx) : null;
    return stored ?? requestContextLocale() ?? SOURCE_LOCALE;
  }

  async function enqueue<K extends MailTemplate>(tx: DbOrTx, mail: EnqueueMail<K>): Promise<number | null> {
    const row = await insertOutboxRow(tx, {
      template: mail.template,
      recipient: mail.to,
      userId: mail.userId ?? null,
      locale: await localeFor(tx, mail),
      data: secretBox.seal(JSON.stringify(mail.data)),
      status: 'queued',
      dedupeKey: mail.dedupeKey ?? null,
      createdAt: now(),
      updatedAt: now(),
    });
    if (!row) return null;
    await enqueueSendJob(tx, row.id);
    return row.id;
  }

  async function sender(): Promise<{ address: string; name: string } | null> {
    const smtp = await smtpSettings.getConnection();
    if (!smtp) return null;
    // The product's sender is the API settings' address and name (001 §2); the SMTP form's stands in until set.
    const api = await apiSettings.readSettings();
    return { address: api.emailFromAddress || smtp.fromEmail, name: api.emailFromName || smtp.fromName };
  }

  async function sendOutboxRow(outboxId: number, job: { attempts: number; maxAttempts: number }) {
    const row = await findOutboxRow(db, outboxId);
    if (!row || row.status !== 'queued' || !row.recipient) return { skipped: row?.status ?? 'gone' };
    const isFinal = job.attempts >= job.maxAttempts;
    const smtp = await smtpSettings.getConnection();
    const from = await sender();
    if (!smtp || !from) {
      await recordAttemptFailure(db, row.id, MARKETING_MESSAGES.smtpNotConfigured, isFinal, now());
      throw new Error(MARKETING_MESSAGES.smtpNotConfigured);
    }
    const content = renderTemplate(row.template as MailTemplate, JSON.parse(secretBox.open(row.data)) as never, {
      ...(await contextNow()),
      locale: isLocale(row.locale) ? row.locale : SOURCE_LOCALE,
    });
    const domain = from.address.split('@')[1] ?? hostedDomain;
    const client = smtpSettings.clientFor(smtp.connection);
    try {
      const { messageId } = await client.send({
        from,
        to: row.recipient,
        messageId: `<outbox-${row.id}@${domain}>`,
        ...render(content, context.brand),
      });
      await markSent(db, row.id, messageId, now());
      log.info({ event: 'mail-sent', outboxId: row.id, template: row.template }, 'mail sent');
      return { sent: true };
    } catch (error) {
      const reason = error instanceof SmtpError ? describeSmtpFailure(error) : 'unexpected error';
      await recordAttemptFailure(db, row.id, reason, isFinal, now());
      log.warn(
        { event: 'mail-send-failed', outboxId: row.id, template: row.template, reason, attempts: job.attempts },
        'mail send failed; will retry',
      );
      throw new Error(reason);
    } finally {
      client.close();
    }
  }

  jobs.register(MAIL_JOB, async (job) => sendOutboxRow(Number((job.payload as { outboxId?: unknown }).outboxId), job), {
    lane: 'mail',
  });
  // An admin's Retry (System → Status): the given-up message is queued again, or the job would find it failed and skip.
  jobs.onRetry(MAIL_JOB, async (tx, job) =>
    requeueFailedRow(tx, Number((job.payload as { outboxId?: unknown }).outboxId), now()),
  );
  // SMTP just configured or changed: what waited for it goes out now, not after its backoff.
  smtpSettings.onSettingsChanged(async () => {
    await jobs.makeDue(MAIL_JOB);
    jobs.nudge();
  });

  return {
    enqueue,

    /** Where a recipient's stored language is read (the accounts module, which owns users, registers it). */
    useRecipientLocale(lookup: RecipientLocaleLookup) {
      recipientLocaleOf = lookup;
    },

    /** The site's address as every message writes it (links a caller puts into a message's data start with it). */
    siteUrl: context.siteUrl,

    /** Whether an active SMTP connection is set up, so a message written now can go out (confirmation links). */
    canSend: async () => Boolean(await smtpSettings.getConnection()),

    /** Wakes the job runner after a transaction that enqueued mail has committed. */
    nudge: () => jobs.nudge(),

    /**
     * A message for a user who has no e-mail yet (the credentials of an anonymous account, 000 §8): kept sealed
     * until they add one (`releaseHeld`), dropped after HELD_MAIL_TTL_MS or when it goes stale (`discardHeld`).
     */
    async hold<K extends MailTemplate>(
      tx: DbOrTx,
      mail: Omit<EnqueueMail<K>, 'to' | 'dedupeKey'> & { userId: number },
    ) {
      await insertOutboxRow(tx, {
        template: mail.template,
        recipient: null,
        userId: mail.userId,
        locale: await localeFor(tx, mail),
        data: secretBox.seal(JSON.stringify(mail.data)),
        status: 'held',
        createdAt: now(),
        updatedAt: now(),
      });
    },

    async releaseHeld(tx: DbOrTx, userId: number, email: string): Promise<number> {
      const rows = await releaseHeldRows(tx, userId, email, new Date(now().getTime() - HELD_MAIL_TTL_MS), now());
      for (const row of rows) await enqueueSendJob(tx, row.id);
      return rows.length;
    },

    async discardHeld(tx: DbOrTx, userId: number, template?: MailTemplate): Promise<number> {
      return deleteHeldRows(tx, { userId, template });
    },

    async purgeExpiredHeld(): Promise<number> {
      return deleteHeldRows(db, { olderThan: new Date(now().getTime() - HELD_MAIL_TTL_MS) });
    },

    /** POST /api/smtp-settings/test: the smtp-test template, sent at once with the form's values. */
    async sendTestMessage(body: SmtpTestBody) {
      return smtpSettings.sendTest(body, () =>
        render(
          renderTemplate('smtp-test', { sentAt: now().toISOString() }, { ...context, locale: requestContextLocale() }),
          context.brand,
        ),
      );
    },

    /** Counts per status, for tests and operations. */
    countOutbox: () => countOutbox(db),

    /** Pending and failed messages, and since when the oldest pending one waits (System → Status, metrics). */
    outboxFigures: () => readOutboxFigures(db),
  };
}

export type MailService = ReturnType<typeof createMailService>;
