// cPanel UAPI WPX (WordPress Toolkit) through uapi_cpanel: start an install, follow its progress, list and remove
// installs. create_website answers `status: started` with an install_id, or `status: collision` with the
// installs already on the domain; get_task_progress is the authoritative word on how the run went.
import { isRecord, toNumber, toText } from '../parse.js';
import { WhmError, type WhmClient } from '../types.js';

export interface WordPressSite {
  id: string;
  domain: string;
  /** The folder under the domain, '' for its root. */
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
  step: string | null;
  error: string | null;
  /** The new install's id once the run completed. */
  websiteId: string | null;
}

export interface CreateWebsiteInput {
  domain: string;
  path?: string;
  siteTitle: string;
  adminUsername: string;
  adminPassword: string;
  adminEmail: string;
}

function toSite(raw: Record<string, unknown>): WordPressSite | null {
  const id = toText(raw.id);
  const domain = toText(raw.domain);
  if (!id || !domain) return null;
  return { id, domain, path: toText(raw.path) ?? '', url: toText(raw.url), version: toText(raw.version) };
}

const sitesOf = (value: unknown): WordPressSite[] =>
  (Array.isArray(value) ? value.filter(isRecord) : []).map(toSite).filter((s): s is WordPressSite => s !== null);

export async function createWebsite(
  client: WhmClient,
  user: string,
  input: CreateWebsiteInput,
): Promise<CreateWebsiteResult> {
  const data = await client.uapi(user, 'WPX', 'create_website', {
    domain: input.domain,
    path: input.path ?? '',
    site_title: input.siteTitle,
    admin_username: input.adminUsername,
    admin_password: input.adminPassword,
    admin_email: input.adminEmail,
  });
  if (!isRecord(data)) throw new WhmError('malformed', 'WPX::create_website answered without data');
  if (data.status === 'collision') return { status: 'collision', existing: sitesOf(data.existing_installations) };
  const installId = toText(data.install_id);
  if (data.status !== 'started' || !installId)
    throw new WhmError('malformed', 'WPX::create_website answered neither started nor collision');
  return { status: 'started', installId, taskId: toText(data.task_id) };
}

const STATES = ['queued', 'running', 'completed', 'failed'] as const;

export async function getTaskProgress(
  client: WhmClient,
  user: string,
  installId: string,
): Promise<WordPressTaskProgress> {
  const data = await client.uapi(user, 'WPX', 'get_task_progress', { install_id: installId });
  if (!isRecord(data)) throw new WhmError('malformed', 'WPX::get_task_progress answered without data');
  const state = STATES.find((s) => s === data.state);
  if (!state) throw new WhmError('malformed', 'WPX::get_task_progress answered an unknown state');
  return {
    state,
    percent: Math.max(0, Math.min(100, toNumber(data.progress) ?? 0)),
    step: toText(data.current_step),
    error: toText(data.error),
    websiteId: toText(data.website_id),
  };
}

export async function listWebsites(client: WhmClient, user: string): Promise<WordPressSite[]> {
  return sitesOf(await client.uapi(user, 'WPX', 'list_websites'));
}

export async function removeInstallation(client: WhmClient, user: string, id: string): Promise<void> {
  await client.uapi(user, 'WPX', 'remove_installation', { id });
}
