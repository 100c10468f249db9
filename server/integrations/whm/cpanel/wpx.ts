// cPanel UAPI WPX (WordPress Toolkit) through uapi_cpanel, as cPanel's UAPI reference (11.138) publishes it:
// create_website takes only `domain` and `title` and answers `status: running` with an install_id, or
// `status: collision` with existing_installations [{ id, url }]; get_task_progress answers { status
// (unknown|running|complete|failed), percentage, message } and is the authoritative word on the run;
// list_websites answers { domains: [row], info }, each row keyed by `wptk_id`; get_website answers one row or null;
// remove_installation takes the integer id. WP Toolkit chooses the administrator itself: its login is read with
// get_admin_account and its password set with change_admin_password (POST only, never in a URL).
import { isRecord, toNumber, toText } from '../parse.js';
import { WhmError, type WhmClient } from '../types.js';

export interface WordPressSite {
  /** WP Toolkit's instance id (`wptk_id`), as text. */
  id: string;
  domain: string;
  /** The folder under the domain, '' for its root (from the site URL). */
  path: string;
  url: string | null;
  version: string | null;
}

export type CreateWebsiteResult =
  | { status: 'started'; installId: string; taskId: string | null }
  | { status: 'collision'; existing: WordPressSite[] };

export interface WordPressTaskProgress {
  state: 'queued' | 'running' | 'completed' | 'failed';
  /** 0–100. */
  percent: number;
  /** The latest progress or outcome message, in WP Toolkit's words. */
  message: string | null;
}

/** The folder part of a site URL: "https://example.com/blog/" → "blog". */
function pathOf(url: string | null): string {
  if (!url) return '';
  try {
    return new URL(url).pathname.replace(/^\/+|\/+$/g, '');
  } catch {
    return '';
  }
}

function toSite(raw: Record<string, unknown>, fallbackDomain?: string): WordPressSite | null {
  const id = toText(raw.wptk_id ?? raw.id);
  const url = toText(raw.url);
  const domain = toText(raw.domain) ?? (url ? hostOf(url) : null) ?? fallbackDomain ?? null;
  if (!id || !/^\d+$/.test(id) || !domain) return null;
  return { id, domain, path: pathOf(url), url, version: toText(raw.version) };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

const sitesOf = (value: unknown, fallbackDomain?: string): WordPressSite[] =>
  (Array.isArray(value) ? value.filter(isRecord) : [])
    .map((raw) => toSite(raw, fallbackDomain))
    .filter((s): s is WordPressSite => s !== null);

export async function createWebsite(
  client: WhmClient,
  user: string,
  input: { domain: string; title: string },
): Promise<CreateWebsiteResult> {
  const data = await client.uapi(user, 'WPX', 'create_website', { domain: input.domain, title: input.title });
  if (!isRecord(data)) throw new WhmError('malformed', 'WPX::create_website answered without data');
  if (data.status === 'collision')
    return { status: 'collision', existing: sitesOf(data.existing_installations, toText(data.domain) ?? input.domain) };
  const installId = toText(data.install_id);
  if (data.status !== 'running' || !installId)
    throw new WhmError('malformed', 'WPX::create_website answered neither running nor collision');
  return { status: 'started', installId, taskId: toText(data.task_id) };
}

const STATES: Record<string, WordPressTaskProgress['state']> = {
  // No progress log yet: the task is still waiting in the queue.
  unknown: 'queued',
  running: 'running',
  complete: 'completed',
  failed: 'failed',
};

export async function getTaskProgress(
  client: WhmClient,
  user: string,
  installId: string,
): Promise<WordPressTaskProgress> {
  const data = await client.uapi(user, 'WPX', 'get_task_progress', { install_id: installId });
  if (!isRecord(data)) throw new WhmError('malformed', 'WPX::get_task_progress answered without data');
  const state = typeof data.status === 'string' ? STATES[data.status] : undefined;
  if (!state) throw new WhmError('malformed', 'WPX::get_task_progress answered an unknown status');
  return {
    state,
    percent: Math.max(0, Math.min(100, toNumber(data.percentage) ?? 0)),
    message: toText(data.message),
  };
}

export async function listWebsites(client: WhmClient, user: string): Promise<WordPressSite[]> {
  const data = await client.uapi(user, 'WPX', 'list_websites');
  if (!isRecord(data)) throw new WhmError('malformed', 'WPX::list_websites answered without data');
  return sitesOf(data.domains);
}

/** One install by its id, or null when the account has none by that id (another account's reads the same). */
export async function getWebsite(client: WhmClient, user: string, id: string): Promise<WordPressSite | null> {
  const data = await client.uapi(user, 'WPX', 'get_website', { id: Number(id) });
  return isRecord(data) ? toSite(data) : null;
}

export async function removeInstallation(client: WhmClient, user: string, id: string): Promise<void> {
  await client.uapi(user, 'WPX', 'remove_installation', { id: Number(id) });
}

/** The first administrator's login (WP Toolkit chose it at install), or null when the site has none. */
export async function getAdminLogin(client: WhmClient, user: string, id: string): Promise<string | null> {
  const data = await client.uapi(user, 'WPX', 'get_admin_account', { id: Number(id) });
  return isRecord(data) ? toText(data.current_login) : null;
}

/** The client sends every UAPI call as a POST form body, which change_admin_password requires of the password. */
export async function changeAdminPassword(
  client: WhmClient,
  user: string,
  input: { id: string; login: string; password: string },
): Promise<void> {
  await client.uapi(user, 'WPX', 'change_admin_password', {
    id: Number(input.id),
    login: input.login,
    password: input.password,
  });
}
