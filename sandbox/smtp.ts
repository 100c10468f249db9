// A sandbox SMTP server on loopback (smtp-server): real SMTP with AUTH, keeps what it receives, and switches to
// refuse connections, hang before the greeting, or reject messages. Tests receive HostFree's real mail here;
// `npm run demo` wires it in as the admin's SMTP server.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  messageId: string | null;
  /** The decoded text/plain and text/html parts (quoted-printable undone; enough for assertions). */
  text: string;
  html: string;
}

export interface FakeSmtpSwitches {
  /** Answer 421 to every connection. */
  refuse(): void;
  /** Accept the TCP connection and never send the greeting. */
  hang(): void;
  /** Reject every message with 451 after DATA. */
  rejectMessages(): void;
  reset(): void;
}

export interface FakeSmtp {
  host: string;
  port: number;
  username: string;
  password: string;
  received: ReceivedMail[];
  switches: FakeSmtpSwitches;
  /** Connections seen (including refused and hung ones). */
  connections: number;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

function decodeQuotedPrintable(input: string): string {
  const bytes = input
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeWord(value: string): string {
  return value
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .replace(/\?=\s+=\?/g, '');
}

/** Just enough MIME for tests: the headers, and each text part by its content type. */
export function parseMail(raw: string): Pick<ReceivedMail, 'subject' | 'messageId' | 'text' | 'html'> {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) =>
    headers
      .split('\r\n')
      .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? null;
  const part = (type: string) => {
    const at = raw.indexOf(`Content-Type: ${type}`);
    if (at < 0) return '';
    const bodyStart = raw.indexOf('\r\n\r\n', at) + 4;
    const bodyEnd = raw.indexOf('\r\n--', bodyStart);
    const body = raw.slice(bodyStart, bodyEnd < 0 ? undefined : bodyEnd);
    const sectionHeaders = raw.slice(at, bodyStart);
    if (/base64/i.test(sectionHeaders)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/quoted-printable/i.test(sectionHeaders)) return decodeQuotedPrintable(body);
    return body;
  };
  return {
    subject: decodeWord(header('Subject') ?? ''),
    messageId: header('Message-ID'),
    text: part('text/plain'),
    html: part('text/html'),
  };
}

export async function startFakeSmtp(
  options: {
    port?: number;
    username?: string;
    password?: string /** Called for each message kept (the demo prints it). */;
    onReceive?: (mail: ReceivedMail) => void;
  } = {},
): Promise<FakeSmtp> {
  const username = options.username ?? 'mailer';
  const password = options.password ?? 'sandbox-smtp-password';
  let mode: 'ok' | 'refuse' | 'hang' | 'reject' = 'ok';
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (m: ReceivedMail[]) => void }[] = [];
  const state = { connections: 0 };

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    size: 10 * 1024 * 1024,
    onConnect(_session, callback) {
      state.connections += 1;
      if (mode === 'refuse')
        return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
      if (mode === 'hang') return; // never greet: the client's greeting time-out must end it
      callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === username && auth.password === password) return callback(null, { user: username });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (mode === 'reject') return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        };
        received.push(mail);
        options.onReceive?.(mail);
        for (const w of [...waiters]) {
          if (received.length >= w.count) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(received.slice());
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // A hung client socket must not keep the process alive or make close() wait.
  server.on('error', () => {});
  const port = (server.server.address() as AddressInfo).port;

  return {
    host: '127.0.0.1',
    port,
    username,
    password,
    received,
    get connections() {
      return state.connections;
    },
    switches: {
      refuse: () => {
        mode = 'refuse';
      },
      hang: () => {
        mode = 'hang';
      },
      rejectMessages: () => {
        mode = 'reject';
      },
      reset: () => {
        mode = 'ok';
      },
    },
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} messages, got ${received.length}`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        // Hung connections would make close() wait for its grace period.
        for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? [])
          connection.close();
        server.close(() => resolve());
      }),
  };
}
