// WPX (WordPress Toolkit) in the fake: create_website queues a run (or answers `collision` with the installs
// already there), get_task_progress advances it a step per call until it completes, list_websites,
// get_website and remove_installation. Refusals in WP Toolkit's sense: too little free disk, the plan's limit.
import { randomBytes } from 'node:crypto';
import type { FakeWordPress } from './site-state.js';
import { required, uapiError, uapiOk, type UapiHandler } from './uapi-reply.js';

const WORDPRESS_VERSION = '6.9.1';

const view = (wp: FakeWordPress) => ({
  id: wp.id,
  domain: wp.domain,
  path: wp.path,
  url: `https://${wp.domain}${wp.path ? `/${wp.path}` : ''}/`,
  admin_url: `https://${wp.domain}${wp.path ? `/${wp.path}` : ''}/wp-admin/`,
  version: WORDPRESS_VERSION,
  admin_username: wp.adminUsername,
});

const create_website: UapiHandler = ({ state, account, params }) => {
  const domain = required(params, 'domain');
  if (typeof domain !== 'string') return domain;
  for (const key of ['admin_username', 'admin_password', 'admin_email']) {
    const value = required(params, key);
    if (typeof value !== 'string') return value;
  }
  if (domain.toLowerCase() !== account.domain)
    return uapiError(`The domain “${domain}” does not belong to this account.`);
  const path = (params.get('path') ?? '').replace(/^\/+|\/+$/g, '');
  if ((params.get('admin_password') ?? '').length < 8)
    return uapiError('The administrator password must be at least 8 characters long.');
  const site = state.site(account.user);
  const existing = [...site.wordpress.values()].filter((wp) => wp.domain === domain.toLowerCase() && wp.path === path);
  const running = [...site.wordpressRuns.values()].some(
    (run) =>
      run.domain === domain.toLowerCase() && run.path === path && (run.state === 'queued' || run.state === 'running'),
  );
  if (existing.length > 0 || running)
    return uapiOk({ status: 'collision', existing_installations: existing.map(view) });
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
  site.wordpressRuns.set(installId, {
    installId,
    domain: domain.toLowerCase(),
    path,
    adminUsername: params.get('admin_username')!,
    progress: 0,
    state: 'queued',
    websiteId: null,
    error: null,
  });
  return uapiOk({
    status: 'started',
    install_id: installId,
    task_id: `00000000/${randomBytes(7).toString('hex')}`,
    sse_url: `/sse/UserTasks/00000000/${installId}`,
  });
};

const STEPS = ['Creating the database', 'Downloading WordPress', 'Copying files', 'Configuring WordPress'];

const get_task_progress: UapiHandler = ({ state, account, params }) => {
  const installId = required(params, 'install_id');
  if (typeof installId !== 'string') return installId;
  const site = state.site(account.user);
  const run = site.wordpressRuns.get(installId);
  if (!run) return uapiError(`No WordPress task with the install ID “${installId}” exists.`);
  if (run.state === 'queued' || run.state === 'running') {
    run.progress = Math.min(100, run.progress + state.siteSettings.wordpressStep);
    run.state = run.progress >= 100 ? 'completed' : 'running';
    if (run.state === 'completed') {
      const id = String(site.wordpress.size + site.wordpressRuns.size * 10 + 1);
      site.wordpress.set(id, {
        id,
        domain: run.domain,
        path: run.path,
        version: WORDPRESS_VERSION,
        adminUsername: run.adminUsername,
      });
      run.websiteId = id;
      account.usage.diskMb += 60;
    }
  }
  const step = STEPS[Math.min(STEPS.length - 1, Math.floor((run.progress / 100) * STEPS.length))]!;
  return uapiOk({
    install_id: run.installId,
    state: run.state,
    progress: run.progress,
    current_step: run.state === 'completed' ? 'Done' : step,
    error: run.error,
    website_id: run.websiteId,
  });
};

const list_websites: UapiHandler = ({ state, account }) =>
  uapiOk([...state.site(account.user).wordpress.values()].map(view));

const get_website: UapiHandler = ({ state, account, params }) => {
  const wp = state.site(account.user).wordpress.get(params.get('id') ?? '');
  return wp
    ? uapiOk(view(wp))
    : uapiError(`The WordPress website with the ID “${params.get('id') ?? ''}” does not exist.`);
};

const remove_installation: UapiHandler = ({ state, account, params }) => {
  const site = state.site(account.user);
  const id = params.get('id') ?? '';
  if (!site.wordpress.delete(id)) return uapiError(`The WordPress website with the ID “${id}” does not exist.`);
  account.usage.diskMb = Math.max(0, account.usage.diskMb - 60);
  return uapiOk(null);
};

export const wpxUapi: Record<string, UapiHandler> = {
  'WPX::create_website': create_website,
  'WPX::get_task_progress': get_task_progress,
  'WPX::list_websites': list_websites,
  'WPX::get_website': get_website,
  'WPX::remove_installation': remove_installation,
};
