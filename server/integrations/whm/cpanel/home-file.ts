// A file of a cPanel account's home folder (a backup archive), streamed. WHM API 1 has no call that reads a file's
// bytes, so this signs in as the account for a moment: create_user_session (cpaneld) gives a single-use login
// URL; opening it sets cPanel's `cpsession` cookie for that cpsess path, and cPanel's file download
// (`/cpsessNNN/download?skipencode=1&file=…`, the File Manager's) answers the bytes on that session. Nothing is
// stored, and no password is used: the session is the WHM token's.
import { Readable } from 'node:stream';
import { WhmError, type WhmClient } from '../types.js';

export interface HomeFileStream {
  stream: Readable;
  size: number | null;
}

export interface OpenHomeFileOptions {
  preferredDomain?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export async function openHomeFile(
  client: WhmClient,
  user: string,
  path: string,
  options: OpenHomeFileOptions = {},
): Promise<HomeFileStream> {
  const doFetch = options.fetch ?? fetch;
  // Until the file's headers arrive; the body then streams as long as it takes (a backup may be gigabytes).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 30_000);
  const signal = controller.signal;
  try {
    return await open(client, user, path, options, doFetch, signal);
  } finally {
    clearTimeout(timer);
  }
}

async function open(
  client: WhmClient,
  user: string,
  path: string,
  options: OpenHomeFileOptions,
  doFetch: typeof fetch,
  signal: AbortSignal,
): Promise<HomeFileStream> {
  const session = await client.createUserSession(user, 'cpaneld', options.preferredDomain);
  const login = new URL(session.url);
  const cpsess = /^\/(cpsess\d+)\//.exec(login.pathname)?.[1];
  if (!cpsess) throw new WhmError('malformed', 'create_user_session answered a URL without a cpsess path');
  let cookie: string | undefined;
  try {
    const signedIn = await doFetch(login, { redirect: 'manual', signal });
    await signedIn.body?.cancel();
    cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('cpsession='));
  } catch {
    throw new WhmError('network', 'Could not reach cPanel to sign in');
  }
  if (!cookie) throw new WhmError('auth', 'cPanel did not accept the single sign-on link');
  const url = new URL(`/${cpsess}/download`, login.origin);
  url.searchParams.set('skipencode', '1');
  url.searchParams.set('file', path);
  let answer: Response;
  try {
    answer = await doFetch(url, { headers: { cookie }, redirect: 'manual', signal });
  } catch {
    throw new WhmError('network', 'Could not reach cPanel for the file');
  }
  if (answer.status === 404) throw new WhmError('api', 'The file is not there', 'not found');
  if (!answer.ok || !answer.body) throw new WhmError('http', `cPanel answered the download with HTTP ${answer.status}`);
  const size = Number(answer.headers.get('content-length'));
  return {
    stream: Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream),
    size: Number.isFinite(size) && size > 0 ? size : null,
  };
}
