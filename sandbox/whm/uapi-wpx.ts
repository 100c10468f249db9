// WPX (WordPress Toolkit) in the fake, in the wire format of cPanel's UAPI reference (11.138): create_website
// (domain, title) queues a run and answers `status: running` with install_id, task_id and sse_url, or `collision`
// with existing_installations [{ id, url }]; get_task_progress answers { status: unknown|running|complete|failed,
// percentage, message }, advancing a step per call; list_websites answers { domains: [row], info }; get_website a
// row or null (another account's id reads as none); remove_installation { id, removed }; get_admin_account and
// change_admin_password (POST only, never a password in the URL). Refusals in WP Toolkit's sense: too little free
// disk, the plan's limit.
import { randomBytes } from 'node:crypto';
import type { FakeWordPress } from './site-state.js';
import { required, uapiError, uapiOk, type UapiContext, type UapiHandler } from './uapi-reply.js';

const WORDPRESS_VERSION = '6.9.1';
const DEFAULT_TITLE = 'My WordPress Website';

const siteUrl = (wp: FakeWordPress) => `https://${wp.domain}${wp.path ? `/${wp.path}` : ''}/`;

/** One row of list_websites, the same shape get_website answers. */
const row = (wp: FakeWordPress, user: string) => ({
  wptk_id: Number(wp.id),
  domain: wp.domain,
  url: siteUrl(wp),
  admin_url: `${siteUrl(wp)}wp-login.php`,
  documentroot: `/home/${user}/public_html${wp.path ? `/${wp.path}` : ''}`,
  title: wp.title,
  version: WORDPRESS_VERSION,
  alive: 1,
  broken: 0,
  infected: 0,
  outdated_php: 0,
  outdated_wp: 0,
  unsupported_php: 0,
  unsupported_wp: 0,
});

/** The install `id` names, when it is a whole number owned by this account; else a UAPI refusal or null. */
function ownInstall(ctx: UapiContext): FakeWordPress | null | ReturnType<typeof uapiError> {
  const id = required(ctx.params, 'id');
  if (typeof id !== 'string') return id;
  if (!/^\d+$/.test(id)) return uapiError('The “id” argument must be a positive whole number.');
  return ctx.state.site(ctx.account.user).wordpress.get(id) ?? null;
}

const isRefusal = (value: unknown): value is ReturnType<typeof uapiError> =>
  typeof value === 'object' && value !== null && 'status' in value;

const create_website: UapiHandler = ({ state, account, params }) => {
  const domain = required(params, 'domain');
  if (typeof domain !== 'string') return domain;
  const name = domain.toLowerCase();
  if (name !== account.domain) return uapiError(`The domain “${domain}” does not belong to this account.`);
  const site = state.site(account.user);
  const existing = [...site.wordpress.values()].filter((wp) => wp.domain === name && wp.path === '');
  const running = [...site.wordpressRuns.values()].some(
    (run) => run.domain === name && (run.status === 'unknown' || run.status === 'running'),
  );
  if (existing.length > 0 || running)
    return uapiOk({
      status: 'collision',
      domain: name,
      existing_installations: existing.map((wp) => ({ id: Number(wp.id), url: siteUrl(wp) })),
    });
  const quota = Number(state.limitsOf(account).QUOTA);
  if (Number.isFinite(quota) && quota > 0 && quota - account.usage.diskMb < state.siteSettings.wordpressMinFreeMb)
    return uapiError(
      `The account does not have enough free disk space to install WordPress. At least ${state.siteSettings.wordpressMinFreeMb} MB must be free.`,
    );
  const limit = state.siteSettings.wordpressLimitByPlan[account.plan];
  if (limit !== undefined && site.wordpress.size >= limit)
    return uapiError(
      `The account already has the maximum number of WordPress websites (${limit}) that its plan allows.`,
    );
  const installId = `${Math.floor(Date.now() / 1000)}-${randomBytes(3).readUIntBE(0, 3)}-${site.wordpressRuns.size + 1}`;
  const taskId = `00000000/${randomBytes(7).toString('hex')}`;
  site.wordpressRuns.set(installId, {
    installId,
    domain: name,
    path: '',
    title: params.get('title') || DEFAULT_TITLE,
    progress: 0,
    status: 'unknown',
    message: '',
    websiteId: null,
  });
  return uapiOk({
    status: 'running',
    domain: name,
    install_id: installId,
    task_id: taskId,
    sse_url: `/sse/UserTasks/${taskId}`,
  });
};

const STEPS = ['Creating the database', 'Downloading WordPress', 'Copying files', 'Configuring WordPress'];

const get_task_progress: UapiHandler = ({ state, account, params }) => {
  const installId = required(params, 'install_id');
  if (typeof installId !== 'string') return installId;
  const site = state.site(account.user);
  const run = site.wordpressRuns.get(installId);
  // Another account's run and one that never existed read alike: no progress log yet.
  if (!run) return uapiOk({ status: 'unknown', percentage: 0, message: '' });
  if (run.status === 'unknown' || run.status === 'running') {
    run.progress = Math.min(100, run.progress + state.siteSettings.wordpressStep);
    run.status = run.progress >= 100 ? 'complete' : 'running';
    run.message = STEPS[Math.min(STEPS.length - 1, Math.floor((run.progress / 100) * STEPS.length))]!;
    if (run.status === 'complete') {
      const id = String(state.nextWordpressId++);
      site.wordpress.set(id, {
        id,
        domain: run.domain,
        path: run.path,
        version: WORDPRESS_VERSION,
        title: run.title,
        adminLogin: `${account.user.slice(0, 8)}_admin`,
        adminPassword: null,
      });
      run.websiteId = id;
      run.message = 'WordPress was installed.';
      account.usage.diskMb += 60;
    }
  }
  return uapiOk({ status: run.status, percentage: run.progress, message: run.message });
};

const list_websites: UapiHandler = ({ state, account }) => {
  const domains = [...state.site(account.user).wordpress.values()].map((wp) => row(wp, account.user));
  return uapiOk({
    domains,
    info: { disk_quota_reached: 0, results: domains.length, total: domains.length },
  });
};

const get_website: UapiHandler = (ctx) => {
  const wp = ownInstall(ctx);
  if (isRefusal(wp)) return wp;
  return uapiOk(wp ? row(wp, ctx.account.user) : null);
};

const remove_installation: UapiHandler = (ctx) => {
  const wp = ownInstall(ctx);
  if (isRefusal(wp)) return wp;
  if (!wp) return uapiError(`The WordPress installation with the ID “${ctx.params.get('id')}” does not exist.`);
  ctx.state.site(ctx.account.user).wordpress.delete(wp.id);
  ctx.account.usage.diskMb = Math.max(0, ctx.account.usage.diskMb - 60);
  return uapiOk({ id: Number(wp.id), removed: 1 });
};

const get_admin_account: UapiHandler = (ctx) => {
  const wp = ownInstall(ctx);
  if (isRefusal(wp)) return wp;
  if (!wp) return uapiError(`The WordPress installation with the ID “${ctx.params.get('id')}” does not exist.`);
  return uapiOk({
    available_logins: [wp.adminLogin],
    current_login: wp.adminLogin,
    current_display_name: wp.adminLogin,
    current_email: `${ctx.account.user}@${ctx.account.domain}`,
    current_user_id: 1,
    login_url: `${siteUrl(wp)}wp-login.php`,
  });
};

const change_admin_password: UapiHandler = (ctx) => {
  // Checked before the password is read, as cPanel documents: it must never reach a URL or a log.
  if (ctx.method !== 'POST') return uapiError('This function accepts only the POST method.');
  if (ctx.query.has('password')) return uapiError('Do not send the “password” argument in the URL query string.');
  const wp = ownInstall(ctx);
  if (isRefusal(wp)) return wp;
  if (!wp) return uapiError(`The WordPress installation with the ID “${ctx.params.get('id')}” does not exist.`);
  const login = required(ctx.params, 'login');
  if (typeof login !== 'string') return login;
  const password = required(ctx.params, 'password');
  if (typeof password !== 'string') return password;
  if (login !== wp.adminLogin) return uapiError(`The WordPress administrator “${login}” does not exist.`);
  wp.adminPassword = password;
  return uapiOk({ changed: 1, id: Number(wp.id), login });
};

export const wpxUapi: Record<string, UapiHandler> = {
  'WPX::create_website': create_website,
  'WPX::get_task_progress': get_task_progress,
  'WPX::list_websites': list_websites,
  'WPX::get_website': get_website,
  'WPX::remove_installation': remove_installation,
  'WPX::get_admin_account': get_admin_account,
  'WPX::change_admin_password': change_admin_password,
};
