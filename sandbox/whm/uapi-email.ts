// Email mailboxes in the fake: add_pop (within the package's MAXPOP), list_pops_with_disk, edit_pop_quota,
// passwd_pop, delete_pop. Quotas in MB, 0 = unlimited; list_pops_with_disk reports MB and bytes like cPanel.
import type { FakeMailbox } from './site-state.js';
import { required, uapiError, uapiOk, type UapiContext, type UapiHandler } from './uapi-reply.js';

const BYTES_PER_MB = 1_048_576;
const LOCAL_PART = /^[a-z0-9._%+-]{1,64}$/i;

function address(ctx: UapiContext): string | ReturnType<typeof uapiError> {
  const local = required(ctx.params, 'email');
  if (typeof local !== 'string') return local;
  const domain = (ctx.params.get('domain') || ctx.account.domain).toLowerCase();
  if (domain !== ctx.account.domain) return uapiError(`The domain “${domain}” does not belong to this account.`);
  const full = local.includes('@') ? local.toLowerCase() : `${local.toLowerCase()}@${domain}`;
  if (!LOCAL_PART.test(full.split('@')[0]!)) return uapiError(`“${local}” is not a valid email account name.`);
  return full;
}

function existing(ctx: UapiContext): [string, FakeMailbox] | ReturnType<typeof uapiError> {
  const full = address(ctx);
  if (typeof full !== 'string') return full;
  const box = ctx.state.site(ctx.account.user).mailboxes.get(full);
  return box ? [full, box] : uapiError(`The email account “${full}” does not exist.`);
}

const weak = (password: string) => password.length < 8 || !/[a-z]/i.test(password) || !/\d/.test(password);
const WEAK =
  'The password you entered does not meet the minimum strength requirement (65). Use a longer password with letters and digits.';

const add_pop: UapiHandler = (ctx) => {
  const full = address(ctx);
  if (typeof full !== 'string') return full;
  const password = required(ctx.params, 'password');
  if (typeof password !== 'string') return password;
  if (weak(password)) return uapiError(WEAK);
  const site = ctx.state.site(ctx.account.user);
  if (site.mailboxes.has(full)) return uapiError(`The account ${full} already exists!`);
  const max = ctx.state.limitsOf(ctx.account).MAXPOP;
  if (max !== 'unlimited' && max !== '*unknown*' && site.mailboxes.size >= Number(max))
    return uapiError(`You cannot create more than ${max} email accounts.`);
  site.mailboxes.set(full, { password, quotaMb: Number(ctx.params.get('quota') ?? 1024) || 0, diskUsedMb: 0 });
  ctx.account.usage.emailaccounts = site.mailboxes.size;
  return uapiOk(`${full.split('@')[0]}+${ctx.account.domain}`);
};

const list_pops_with_disk: UapiHandler = (ctx) =>
  uapiOk(
    [...ctx.state.site(ctx.account.user).mailboxes.entries()].map(([email, box]) => {
      const [user, domain] = email.split('@') as [string, string];
      return {
        email,
        user,
        domain,
        login: email,
        diskused: box.diskUsedMb.toFixed(2),
        diskquota: box.quotaMb === 0 ? 'unlimited' : String(box.quotaMb),
        _diskused: String(Math.round(box.diskUsedMb * BYTES_PER_MB)),
        _diskquota: String(box.quotaMb * BYTES_PER_MB),
        humandiskused: `${box.diskUsedMb.toFixed(2)} MB`,
        humandiskquota: box.quotaMb === 0 ? 'None' : `${box.quotaMb} MB`,
        diskusedpercent: box.quotaMb === 0 ? 0 : Math.round((box.diskUsedMb / box.quotaMb) * 100),
        mtime: Math.floor(Date.now() / 1000),
        suspended_incoming: 0,
        suspended_login: 0,
      };
    }),
  );

const edit_pop_quota: UapiHandler = (ctx) => {
  const found = existing(ctx);
  if (!Array.isArray(found)) return found;
  const quota = Number(ctx.params.get('quota'));
  if (!Number.isInteger(quota) || quota < 0) return uapiError('The quota must be a whole number of megabytes.');
  found[1].quotaMb = quota;
  return uapiOk(null);
};

const passwd_pop: UapiHandler = (ctx) => {
  const found = existing(ctx);
  if (!Array.isArray(found)) return found;
  const password = required(ctx.params, 'password');
  if (typeof password !== 'string') return password;
  if (weak(password)) return uapiError(WEAK);
  found[1].password = password;
  return uapiOk(null);
};

const delete_pop: UapiHandler = (ctx) => {
  const found = existing(ctx);
  if (!Array.isArray(found)) return found;
  const site = ctx.state.site(ctx.account.user);
  site.mailboxes.delete(found[0]);
  ctx.account.usage.emailaccounts = site.mailboxes.size;
  return uapiOk(null);
};

export const emailUapi: Record<string, UapiHandler> = {
  'Email::add_pop': add_pop,
  'Email::list_pops_with_disk': list_pops_with_disk,
  'Email::edit_pop_quota': edit_pop_quota,
  'Email::passwd_pop': passwd_pop,
  'Email::delete_pop': delete_pop,
};
