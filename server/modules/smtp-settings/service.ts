import { changedFields, SECRET_MASK } from '../../lib/audit-trail.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import {
  MARKETING_MESSAGES,
  SMTP_DEFAULTS,
  type SmtpSettings,
  type SmtpSettingsBody,
  type SmtpTestBody,
} from '../../../contract/marketing.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { describeSmtpFailure } from '../../integrations/smtp/nodemailer-client.js';
import {
  SmtpError,
  type SmtpClientFactory,
  type SmtpConnection,
  type SmtpTimeouts,
} from '../../integrations/smtp/types.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { deleteSmtpSettingsRows, readSmtpSettingsRow, writeSmtpSettingsRow, type SmtpSettingsRow } from './repo.js';
import { fillMessage } from '../../../contract/i18n/format.js';

export interface SmtpSettingsServiceDeps {
  db: Db;
  secretBox: SecretBox;
  smtpClientFactory: SmtpClientFactory;
  smtpTimeouts?: Partial<SmtpTimeouts>;
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
}

/** A message sent at once (the admin's test), rendered by the mail module. */
export interface DirectMail {
  from: { address: string; name: string };
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The admin's SMTP server (001 §2, §5, §8). The password is sealed with the secret box and never answered:
 * reads say only whether one is stored. A stored password is never sent to a host it was not entered for.
 */
export function createSmtpSettingsService({
  db,
  secretBox,
  smtpClientFactory,
  smtpTimeouts,
  log,
  now,
  audit,
}: SmtpSettingsServiceDeps) {
  const changeListeners: (() => Promise<void> | void)[] = [];

  function openPassword(row: SmtpSettingsRow): string | null {
    try {
      return secretBox.open(row.password);
    } catch {
      log.warn({ event: 'smtp-password-unreadable' }, 'the stored SMTP password cannot be decrypted; re-enter it');
      return null;
    }
  }

  function toView(row: SmtpSettingsRow | undefined): SmtpSettings {
    return {
      host: row?.host ?? null,
      port: row?.port ?? SMTP_DEFAULTS.port,
      username: row?.username ?? null,
      encryption: row?.encryption ?? SMTP_DEFAULTS.encryption,
      fromEmail: row?.fromEmail ?? null,
      fromName: row?.fromName ?? null,
      isActive: row?.isActive ?? false,
      hasPassword: row ? openPassword(row) !== null : false,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** The form's password, or the stored one when the field is blank and the host and port are unchanged. */
  async function resolvePassword(body: SmtpSettingsBody, current: SmtpSettingsRow | undefined): Promise<string> {
    const entered = body.password?.trim() ? body.password : null;
    if (entered) return entered;
    const stored = current ? openPassword(current) : null;
    if (!stored) throw new AppError('BAD_REQUEST', MARKETING_MESSAGES.passwordRequired, { field: 'password' });
    if (current!.host.toLowerCase() !== body.host.toLowerCase() || current!.port !== body.port) {
      throw new AppError('BAD_REQUEST', MARKETING_MESSAGES.reenterPassword, { field: 'password' });
    }
    return stored;
  }

  function connectionOf(body: SmtpSettingsBody, password: string): SmtpConnection {
    return { host: body.host, port: body.port, username: body.username, password, encryption: body.encryption };
  }

  function failure(error: unknown, event: string, host: string): AppError {
    const reason = error instanceof SmtpError ? describeSmtpFailure(error) : 'unexpected error';
    log.warn({ event, host, reason }, 'SMTP check failed');
    return new AppError('UPSTREAM_FAILED', fillMessage(MARKETING_MESSAGES.connectionFailedBecause, { reason }));
  }

  return {
    /** GET /api/smtp-settings. */
    async readSettings(): Promise<SmtpSettings> {
      return toView(await readSmtpSettingsRow(db));
    },

    /** POST /api/smtp-settings. */
    async saveSettings(body: SmtpSettingsBody): Promise<SmtpSettings> {
      const current = await readSmtpSettingsRow(db);
      const entered = Boolean(body.password?.trim());
      const password = await resolvePassword(body, current);
      const row = await db.transaction(async (tx) => {
        const written = await writeSmtpSettingsRow(
          tx,
          {
            host: body.host,
            port: body.port,
            username: body.username,
            password: entered ? secretBox.seal(password) : current!.password,
            encryption: body.encryption,
            fromEmail: body.fromEmail,
            fromName: body.fromName,
            isActive: body.isActive ?? true,
          },
          now(),
        );
        await audit.record(tx, {
          action: 'settings.smtp_changed',
          targetType: 'settings',
          targetId: 'smtp',
          details: { ...changedFields(body), password: entered ? SECRET_MASK : 'unchanged' },
        });
        return written;
      });
      log.info({ event: 'smtp-settings-saved', host: body.host, passwordChanged: entered }, 'SMTP settings saved');
      for (const listener of changeListeners) {
        await Promise.resolve(listener()).catch((err: unknown) => log.warn({ err }, 'SMTP settings listener failed'));
      }
      return toView(row);
    },

    /** DELETE /api/smtp-settings: mail waits in the outbox until SMTP is configured again. */
    async deleteSettings(): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        await deleteSmtpSettingsRows(tx);
        await audit.record(tx, {
          action: 'settings.smtp_changed',
          targetType: 'settings',
          targetId: 'smtp',
          details: { deleted: true },
        });
      });
      log.info({ event: 'smtp-settings-deleted' }, 'SMTP settings deleted');
      return { message: MARKETING_MESSAGES.smtpDeleted };
    },

    /** POST /api/smtp-settings/test-connection: nodemailer's verify against the form values. */
    async testConnection(body: SmtpSettingsBody): Promise<{ message: string }> {
      const password = await resolvePassword(body, await readSmtpSettingsRow(db));
      const client = smtpClientFactory(connectionOf(body, password), smtpTimeouts);
      try {
        await client.verify();
      } catch (error) {
        throw failure(error, 'smtp-test-connection-failed', body.host);
      } finally {
        client.close();
      }
      return { message: MARKETING_MESSAGES.connectionOk };
    },

    /** POST /api/smtp-settings/test: one real message to testEmail with the form values, sent at once. */
    async sendTest(
      body: SmtpTestBody,
      render: (from: DirectMail['from']) => Omit<DirectMail, 'from' | 'to'>,
    ): Promise<{ message: string }> {
      const password = await resolvePassword(body, await readSmtpSettingsRow(db));
      const client = smtpClientFactory(connectionOf(body, password), smtpTimeouts);
      const from = { address: body.fromEmail, name: body.fromName };
      try {
        await client.send({ from, to: body.testEmail, ...render(from) });
      } catch (error) {
        throw failure(error, 'smtp-test-send-failed', body.host);
      } finally {
        client.close();
      }
      log.info({ event: 'smtp-test-sent', host: body.host }, 'SMTP test message sent');
      return { message: fillMessage(MARKETING_MESSAGES.testEmailSent, { email: body.testEmail }) };
    },

    /** The stored, active connection for the mail job, or null when SMTP is not configured. */
    async getConnection(): Promise<{ connection: SmtpConnection; fromEmail: string; fromName: string } | null> {
      const row = await readSmtpSettingsRow(db);
      if (!row?.isActive) return null;
      const password = openPassword(row);
      if (!password) return null;
      return {
        connection: { host: row.host, port: row.port, username: row.username, password, encryption: row.encryption },
        fromEmail: row.fromEmail,
        fromName: row.fromName,
      };
    },

    clientFor(connection: SmtpConnection) {
      return smtpClientFactory(connection, smtpTimeouts);
    },

    /** Called after every save (the outbox sends what waited for SMTP at once). */
    onSettingsChanged(listener: () => Promise<void> | void) {
      changeListeners.push(listener);
    },
  };
}

export type SmtpSettingsService = ReturnType<typeof createSmtpSettingsService>;
