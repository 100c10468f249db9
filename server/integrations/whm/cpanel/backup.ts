// cPanel UAPI Backup through uapi_cpanel: a full backup into the account's home folder (fullbackup_to_homedir, it
// runs in the background and answers its process id) and the list of the account's backups (list_backups).
import { isRecord, toNumber, toText } from '../parse.js';
import type { WhmClient } from '../types.js';

export interface HomeBackup {
  /** The archive's file name in the home folder, e.g. backup-11.29.2026_03-40-12_alice.tar.gz. */
  file: string;
  /** ISO time it was started. */
  time: string | null;
  status: 'complete' | 'in_progress' | 'failed';
}

export async function startFullBackup(client: WhmClient, user: string): Promise<{ pid: string | null }> {
  const data = await client.uapi(user, 'Backup', 'fullbackup_to_homedir');
  return { pid: isRecord(data) ? toText(data.pid) : null };
}

const STATUSES = ['complete', 'in_progress', 'failed'] as const;

export async function listBackups(client: WhmClient, user: string): Promise<HomeBackup[]> {
  const data = await client.uapi(user, 'Backup', 'list_backups');
  const list = Array.isArray(data) ? data.filter(isRecord) : [];
  return list
    .map((entry) => {
      const epoch = toNumber(entry.time);
      return {
        file: toText(entry.file) ?? '',
        time: epoch === null ? null : new Date(epoch * 1000).toISOString(),
        status: STATUSES.find((s) => s === entry.status) ?? 'complete',
      };
    })
    .filter((b) => b.file !== '')
    .sort((a, b) => (b.time ?? '').localeCompare(a.time ?? ''));
}
