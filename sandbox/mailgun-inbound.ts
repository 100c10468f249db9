// A sandbox of Mailgun's inbound routes: what Mailgun does when mail arrives for a route whose action is
// forward("<HostFree>/api/support/inbound/mailgun"). It builds the "fully parsed" POST exactly as Mailgun's
// documentation describes it (application/x-www-form-urlencoded; recipient, sender, from, subject, body-plain,
// stripped-text, message-headers as a JSON list of [name, value] pairs, timestamp, token, signature = hex
// HMAC-SHA256(timestamp + token) under the webhook signing key) and, like Mailgun, retries anything but 200 and 406
// (on a short schedule here). Switches make it sign with the wrong key, send a stale timestamp or post garbage.
// Control: POST /__sandbox/reply {to, from, text, subject?, headers?} "sends" a mail; GET /__sandbox/deliveries.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface InboundDelivery {
  to: string;
  from: string;
  status: number | null;
  attempts: number;
  answer: string;
}

export interface FakeMailgunSwitches {
  badSignature(): void;
  staleTimestamp(): void;
  garbage(): void;
  reset(): void;
}

export interface FakeMailgunInbound {
  url: string;
  signingKey: string;
  deliveries: InboundDelivery[];
  switches: FakeMailgunSwitches;
  /** Delivers one mail to the route's target as Mailgun would; resolves once it was accepted or given up. */
  send(mail: {
    to: string;
    from: string;
    text: string;
    subject?: string;
    headers?: [string, string][];
  }): Promise<InboundDelivery>;
  stop(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
      if (body.length > 1_000_000) req.destroy();
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

export async function startFakeMailgunInbound(options: {
  /** Where the route forwards to (HostFree's /api/support/inbound/mailgun). */
  target: string;
  signingKey?: string;
  /** Waits between Mailgun's retries; its real schedule is 10 min, 15 min, 30 min, 1 h, 2 h, 4 h. */
  retryDelaysMs?: number[];
  /** Mailgun's clock (a test's, when HostFree runs on one). */
  now?: () => Date;
}): Promise<FakeMailgunInbound> {
  const now = options.now ?? (() => new Date());
  const signingKey = options.signingKey ?? `key-${randomBytes(16).toString('hex')}`;
  const retryDelays = options.retryDelaysMs ?? [1_000, 2_000, 5_000];
  const deliveries: InboundDelivery[] = [];
  let mode: 'ok' | 'badSignature' | 'stale' | 'garbage' = 'ok';

  function formOf(mail: Parameters<FakeMailgunInbound['send']>[0]) {
    const timestamp = String(Math.floor(now().getTime() / 1000) - (mode === 'stale' ? 3600 : 0));
    const token = randomBytes(25).toString('hex');
    const key = mode === 'badSignature' ? `${signingKey}-wrong` : signingKey;
    const messageId = `<${randomBytes(12).toString('hex')}@sandbox.mailgun.test>`;
    const domain = mail.to.split('@')[1] ?? 'sandbox.mailgun.test';
    const headers: [string, string][] = [
      ['Received', `from sandbox by mxa.mailgun.org with SMTP id ${token.slice(0, 12)}`],
      ['Message-Id', messageId],
      ['From', mail.from],
      ['To', mail.to],
      ['Subject', mail.subject ?? 'Re: your request'],
      ['Mime-Version', '1.0'],
      ['Content-Type', 'text/plain; charset="utf-8"'],
      ...(mail.headers ?? []),
    ];
    const stripped = mail.text.split(/\n\s*On .* wrote:/)[0]!.trim();
    return new URLSearchParams({
      domain,
      recipient: mail.to,
      sender: mail.from,
      from: mail.from,
      subject: mail.subject ?? 'Re: your request',
      'body-plain': mail.text,
      'stripped-text': stripped,
      'stripped-signature': '',
      'message-headers': JSON.stringify(headers),
      'attachment-count': '0',
      timestamp,
      token,
      signature: createHmac('sha256', key)
        .update(timestamp + token)
        .digest('hex'),
    }).toString();
  }

  async function post(body: string) {
    const res = await fetch(options.target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'mailgun/treq-16.12.0' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, answer: (await res.text()).slice(0, 500) };
  }

  async function send(mail: Parameters<FakeMailgunInbound['send']>[0]) {
    const delivery: InboundDelivery = { to: mail.to, from: mail.from, status: null, attempts: 0, answer: '' };
    deliveries.push(delivery);
    const body = mode === 'garbage' ? '\u0000%%%not a form' : formOf(mail);
    for (let attempt = 0; attempt <= retryDelays.length; attempt++) {
      delivery.attempts += 1;
      try {
        Object.assign(delivery, await post(body));
      } catch (error) {
        Object.assign(delivery, { status: null, answer: String(error) });
      }
      if (delivery.status === 200 || delivery.status === 406) break;
      if (attempt < retryDelays.length) await new Promise((r) => setTimeout(r, retryDelays[attempt]));
    }
    return delivery;
  }

  const server = createServer(async (req, res) => {
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    try {
      if (req.method === 'GET' && req.url === '/__sandbox/deliveries') return json(200, deliveries);
      if (req.method === 'POST' && req.url === '/__sandbox/reply') {
        const input = JSON.parse(await readBody(req)) as Parameters<FakeMailgunInbound['send']>[0];
        if (typeof input.to !== 'string' || typeof input.from !== 'string' || typeof input.text !== 'string')
          return json(400, { message: 'to, from and text are required' });
        return json(200, await send(input));
      }
      json(404, { message: 'Not found' });
    } catch (error) {
      json(400, { message: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    signingKey,
    deliveries,
    send,
    switches: {
      badSignature: () => void (mode = 'badSignature'),
      staleTimestamp: () => void (mode = 'stale'),
      garbage: () => void (mode = 'garbage'),
      reset: () => void (mode = 'ok'),
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
