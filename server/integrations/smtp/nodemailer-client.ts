import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { SmtpError, type SmtpClient, type SmtpConnection, type SmtpFailureKind, type SmtpTimeouts } from './types.js';

/** Every step has a time-out: a hung server delays one job attempt, never the process. */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

const KIND_TEXT: Record<SmtpFailureKind, string> = {
  refused: 'connection refused',
  timeout: 'timed out',
  auth: 'authentication failed',
  tls: 'TLS negotiation failed',
  rejected: 'message rejected',
  dns: 'host not found',
  other: 'unexpected error',
};

/** nodemailer's error codes (EAUTH, ETIMEDOUT, …) mapped to what the admin sees. */
export function classifySmtpError(error: unknown): SmtpError {
  if (error instanceof SmtpError) return error;
  const e = error as { code?: string; responseCode?: number; message?: string };
  const code = e?.code ?? '';
  let kind: SmtpFailureKind = 'other';
  if (code === 'EAUTH' || code === 'ENOAUTH') kind = 'auth';
  else if (code === 'ETIMEDOUT' || /timeout/i.test(e?.message ?? '')) kind = 'timeout';
  else if (code === 'ETLS' || (code === 'ESOCKET' && /tls|ssl|certificate/i.test(e?.message ?? ''))) kind = 'tls';
  else if (code === 'EENVELOPE' || code === 'EMESSAGE') kind = 'rejected';
  else if (code === 'EDNS' || code === 'ENOTFOUND') kind = 'dns';
  else if (
    code === 'ECONNECTION' ||
    code === 'ECONNREFUSED' ||
    code === 'ESOCKET' ||
    /ECONNREFUSED|ECONNRESET|closed/i.test(e?.message ?? '')
  )
    kind = 'refused';
  else if (typeof e?.responseCode === 'number' && e.responseCode >= 400) kind = 'rejected';
  return new SmtpError(kind, KIND_TEXT[kind], e?.responseCode);
}

export function describeSmtpFailure(error: SmtpError): string {
  return error.responseCode ? `${KIND_TEXT[error.kind]} (${error.responseCode})` : KIND_TEXT[error.kind];
}

export function createSmtpClient(connection: SmtpConnection, timeouts: Partial<SmtpTimeouts> = {}): SmtpClient {
  const t = { ...DEFAULT_SMTP_TIMEOUTS, ...timeouts };
  const options: SMTPTransport.Options = {
    host: connection.host,
    port: connection.port,
    secure: connection.encryption === 'ssl',
    requireTLS: connection.encryption === 'tls',
    ignoreTLS: connection.encryption === 'none',
    auth: { user: connection.username, pass: connection.password },
    connectionTimeout: t.connectionMs,
    greetingTimeout: t.greetingMs,
    socketTimeout: t.socketMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
  const transport = nodemailer.createTransport(options);
  return {
    async verify() {
      try {
        await transport.verify();
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: { address: mail.from.address, name: mail.from.name },
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.messageId ? { messageId: mail.messageId } : {}),
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        });
        return { messageId: String(info.messageId) };
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    close() {
      transport.close();
    },
  };
}
