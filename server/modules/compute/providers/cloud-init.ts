// SSH keys and user data as one cloud-init document, for clouds whose create call takes only user data (or whose
// key field wants ids of keys stored beforehand). cloud-init reads a MIME multipart message of several parts
// (cloud-config, shell script), so the keys never have to be merged into the user's own document.

const BOUNDARY = '==HOSTFREE-CLOUD-INIT==';

/** The keys as a #cloud-config document (OpenSSH public keys, one line each). */
function keysConfig(sshKeys: readonly string[]): string {
  return `#cloud-config\nssh_authorized_keys:\n${sshKeys.map((key) => `  - ${JSON.stringify(key.trim())}`).join('\n')}\n`;
}

const partType = (document: string) =>
  document.startsWith('#cloud-config')
    ? 'text/cloud-config'
    : document.startsWith('#!')
      ? 'text/x-shellscript'
      : 'text/plain';

/** null when there is nothing to send; the user's data alone; the keys alone; or both as a multipart message. */
export function cloudInitUserData({
  sshKeys,
  userData,
}: {
  sshKeys: readonly string[];
  userData: string | null;
}): string | null {
  const keys = sshKeys.map((k) => k.trim()).filter(Boolean);
  if (!keys.length) return userData || null;
  if (!userData) return keysConfig(keys);
  const part = (document: string) =>
    `--${BOUNDARY}\nContent-Type: ${partType(document)}; charset="utf-8"\nMIME-Version: 1.0\n\n${document}\n`;
  return `Content-Type: multipart/mixed; boundary="${BOUNDARY}"\nMIME-Version: 1.0\n\n${part(keysConfig(keys))}${part(userData)}--${BOUNDARY}--\n`;
}
