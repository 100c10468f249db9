// A stand-in for the cPanel page a create_user_session URL opens, so "Open cPanel" visibly works in the demo.
// Single use and 15 minutes, like the real sessions (reference §12).
import type { ServerResponse } from 'node:http';
import type { FakeWhmState } from './state.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(status: number, title: string, body: string, res: ServerResponse, cookie?: string): void {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;margin:3rem auto;max-width:40rem;padding:0 1rem;color:#1f2937}` +
    `h1{color:#ff6c2c}code{background:#f3f4f6;padding:.1rem .3rem;border-radius:4px}</style></head><body>${body}</body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'cache-control': 'no-store',
    ...(cookie ? { 'set-cookie': cookie } : {}),
  });
  res.end(html);
}

export function serveLoginPage(state: FakeWhmState, target: URL, res: ServerResponse): void {
  const key = target.searchParams.get('session') ?? '';
  const session = state.sessions.get(key);
  const now = Math.floor(Date.now() / 1000);
  if (!session || session.used || session.expires < now) {
    return page(
      401,
      'Session expired',
      '<h1>Session expired</h1><p>This login link was already used or has expired. Ask HostFree for a new one.</p>',
      res,
    );
  }
  session.used = true;
  const account = state.account(session.user);
  const panel = session.service === 'whostmgrd' ? 'WHM' : 'cPanel';
  const who = escapeHtml(session.user);
  const domain = account ? ` for <code>${escapeHtml(account.domain)}</code>` : '';
  // The signed-in browser (or HostFree fetching a backup) carries this cookie on the cpsess paths, as on cPanel.
  const cookieValue = `${key}:${target.pathname.split('/')[1]}`;
  state.panelCookies.set(cookieValue, { user: session.user, expires: now + 15 * 60 });
  page(
    200,
    `${panel} (sandbox)`,
    `<h1>${panel} (sandbox)</h1><p>Signed in as <strong>${who}</strong>${domain}.</p>` +
      `<p>This page stands in for the real ${panel} of a WHM server: HostFree's single sign-on worked.</p>`,
    res,
    `cpsession=${encodeURIComponent(cookieValue)}; HttpOnly; path=/`,
  );
}

/**
 * cPanel's file download on a signed-in session (`/cpsessNNN/download?skipencode=1&file=/home/user/…`): a backup
 * archive of the home folder answers its bytes; no cookie, another cpsess or another user's path answers 401/404.
 */
export function serveHomeFile(
  state: FakeWhmState,
  target: URL,
  cookieHeader: string | undefined,
  res: ServerResponse,
): void {
  const cookie = /(?:^|;\s*)cpsession=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  const signedIn = cookie ? state.panelCookies.get(decodeURIComponent(cookie)) : undefined;
  const cpsess = target.pathname.split('/')[1];
  if (
    !signedIn ||
    signedIn.expires < Math.floor(Date.now() / 1000) ||
    !decodeURIComponent(cookie!).endsWith(`:${cpsess}`)
  ) {
    res.writeHead(401, { 'content-type': 'text/plain' });
    return void res.end('Access denied');
  }
  const file = target.searchParams.get('file') ?? '';
  const prefix = `/home/${signedIn.user}/`;
  const name = file.startsWith(prefix) ? file.slice(prefix.length) : '';
  const backup = state.site(signedIn.user).backups.find((b) => b.file === name && b.status === 'complete');
  if (!backup) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    return void res.end('File not found');
  }
  const body = backupBytes(signedIn.user, backup.file);
  res.writeHead(200, {
    'content-type': 'application/x-gzip',
    'content-length': body.length,
    'content-disposition': `attachment; filename="${backup.file}"`,
  });
  res.end(body);
}

/** A backup archive's stand-in bytes: the same for the same account and file, so a test can compare them. */
export function backupBytes(user: string, file: string): Buffer {
  return Buffer.from(`sandbox backup of ${user}: ${file}\n`.repeat(64), 'utf8');
}

/** The panel's own address (cpanelBaseUrl in the demo): where a customer would sign in by hand. */
export function serveManualLoginPage(res: ServerResponse): void {
  page(
    200,
    'cPanel (sandbox)',
    '<h1>cPanel (sandbox)</h1><p>On a real server this is the cPanel sign-in form. ' +
      'In the demo, use “Open cPanel” in HostFree: it signs you in with a one-time link.</p>',
    res,
  );
}
