// What a Droplet receives through user_data (cloud-init): the root password HostFree shows its owner once and the
// owner's SSH public keys (DigitalOcean's ssh_keys only takes keys already on the team: docs/decisions.md), plus the
// owner's own user data when given, as a second part of a MIME multipart archive that cloud-init runs after ours.
import { randomBytes } from 'node:crypto';

const quote = (value: string) => JSON.stringify(value); // a JSON string is a YAML scalar with nothing to escape wrongly

export function accessCloudConfig(rootPassword: string, sshKeys: readonly string[]): string {
  return [
    '#cloud-config',
    'ssh_pwauth: true',
    'chpasswd:',
    '  expire: false',
    '  users:',
    `    - { name: root, password: ${quote(rootPassword)}, type: text }`,
    ...(sshKeys.length ? ['ssh_authorized_keys:', ...sshKeys.map((k) => `  - ${quote(k.trim())}`)] : []),
    '',
  ].join('\n');
}

/** The MIME type cloud-init gives a part by its first line (cloud-init's "user data formats"). */
function partType(userData: string): string {
  if (userData.startsWith('#cloud-config')) return 'text/cloud-config';
  if (userData.startsWith('#!')) return 'text/x-shellscript';
  if (userData.startsWith('#cloud-boothook')) return 'text/cloud-boothook';
  if (userData.startsWith('#include')) return 'text/x-include-url';
  return 'text/x-shellscript';
}

export function buildUserData(rootPassword: string, sshKeys: readonly string[], ownUserData: string | null): string {
  const access = accessCloudConfig(rootPassword, sshKeys);
  if (!ownUserData?.trim()) return access;
  const boundary = `==HOSTFREE${randomBytes(12).toString('hex')}==`;
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset="utf-8"`, 'MIME-Version: 1.0', '', body].join('\n');
  return [
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    'MIME-Version: 1.0',
    '',
    part('text/cloud-config', access),
    part(partType(ownUserData), ownUserData),
    `--${boundary}--`,
    '',
  ].join('\n');
}
