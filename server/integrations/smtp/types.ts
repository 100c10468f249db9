// Outgoing mail over SMTP (001 §3 smtp_settings). One interface, one nodemailer implementation.

export type SmtpEncryption = 'tls' | 'ssl' | 'none';

export interface SmtpConnection {
  host: string;
  port: number;
  username: string;
  password: string;
  /** ssl = TLS from the first byte (465); tls = STARTTLS required (587); none = plain (loopback and tests only). */
  encryption: SmtpEncryption;
}

export interface SmtpTimeouts {
  /** TCP connect. */
  connectionMs: number;
  /** Between connecting and the server's 220 greeting (a server that accepts and hangs). */
  greetingMs: number;
  /** Any silence during the conversation. */
  socketMs: number;
}

export interface OutgoingMail {
  from: { address: string; name: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a retried send carries the same Message-ID. */
  messageId?: string;
  /** Where the recipient's answer goes (a support thread's signed reply address). */
  replyTo?: string;
}

export interface SmtpClient {
  /** Connects, greets, upgrades and authenticates, then quits; throws SmtpError when any step fails. */
  verify(): Promise<void>;
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

export type SmtpClientFactory = (connection: SmtpConnection, timeouts?: Partial<SmtpTimeouts>) => SmtpClient;

/** Why a connection or a send failed, in words an admin can act on; the server's reply is not echoed. */
export type SmtpFailureKind = 'refused' | 'timeout' | 'auth' | 'tls' | 'rejected' | 'dns' | 'other';

export class SmtpError extends Error {
  constructor(
    readonly kind: SmtpFailureKind,
    message: string,
    readonly responseCode?: number,
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}
