import {
  HOSTING_MESSAGES,
  SUBDOMAIN_MAX_LENGTH,
  SUBDOMAIN_MIN_LENGTH,
  normaliseSubdomainLabel,
} from '../../../contract/hosting.js';

// The one list of labels nobody may claim under the hosted domain: names our own services, mail and DNS use,
// names that impersonate the provider, and the usual abuse magnets. Compared after normalisation.
export const RESERVED_LABELS: ReadonlySet<string> = new Set([
  'www',
  'www1',
  'www2',
  'mail',
  'email',
  'webmail',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'mx1',
  'mx2',
  'autoconfig',
  'autodiscover',
  'ftp',
  'sftp',
  'ssh',
  'ns',
  'ns1',
  'ns2',
  'ns3',
  'ns4',
  'dns',
  'dns1',
  'dns2',
  'whm',
  'cpanel',
  'cpcalendars',
  'cpcontacts',
  'webdisk',
  'admin',
  'administrator',
  'root',
  'sysadmin',
  'hostmaster',
  'postmaster',
  'webmaster',
  'abuse',
  'security',
  'api',
  'app',
  'apps',
  'static',
  'assets',
  'cdn',
  'media',
  'img',
  'images',
  'files',
  'download',
  'downloads',
  'status',
  'support',
  'help',
  'helpdesk',
  'billing',
  'pay',
  'payment',
  'payments',
  'checkout',
  'account',
  'accounts',
  'login',
  'signin',
  'signup',
  'register',
  'auth',
  'oauth',
  'sso',
  'secure',
  'dashboard',
  'panel',
  'portal',
  'server',
  'host',
  'hosting',
  'hostfree',
  'vps',
  'cloud',
  'compute',
  'dev',
  'test',
  'staging',
  'demo',
  'beta',
  'docs',
  'blog',
  'shop',
  'store',
  'forum',
  'news',
  'localhost',
  'local',
  'internal',
  'intranet',
  'vpn',
  'proxy',
  'gateway',
  'git',
  'db',
  'mysql',
  'phpmyadmin',
  'postgres',
  'redis',
  'monitor',
  'metrics',
  'grafana',
  'backup',
  'backups',
  'noc',
]);

export interface LabelCheck {
  /** The normalised label ('' when nothing usable was typed). */
  label: string;
  /** label + hosted suffix, or '' when the label is empty. */
  domain: string;
  /** Why the label cannot be used, or null. */
  problem: string | null;
  /** 'empty' and 'rule' problems are the caller's input; 'reserved' is ours. */
  kind: 'ok' | 'empty' | 'rule' | 'reserved';
}

/** 000 §5 normalisation, then the subdomain rules: 3 to 63 characters, no hyphen at either end, not reserved. */
export function checkSubdomainLabel(input: string, hostedDomain: string): LabelCheck {
  const label = normaliseSubdomainLabel(input, hostedDomain);
  const domain = label ? `${label}.${hostedDomain}` : '';
  const fail = (kind: LabelCheck['kind'], problem: string): LabelCheck => ({ label, domain, problem, kind });
  if (!label) return fail('empty', HOSTING_MESSAGES.domainRequired);
  if (label.length < SUBDOMAIN_MIN_LENGTH) return fail('rule', HOSTING_MESSAGES.tooShort);
  if (label.length > SUBDOMAIN_MAX_LENGTH) return fail('rule', HOSTING_MESSAGES.tooLong);
  if (label.startsWith('-') || label.endsWith('-')) return fail('rule', HOSTING_MESSAGES.hyphenEdge);
  // '--' in the 3rd and 4th places is reserved for encodings (RFC 5891); 'xn--' punycode could render as a
  // look-alike of another name (IDN homograph), so such labels are refused.
  if (RESERVED_LABELS.has(label) || label.slice(2, 4) === '--') return fail('reserved', HOSTING_MESSAGES.reserved);
  return { label, domain, problem: null, kind: 'ok' };
}
