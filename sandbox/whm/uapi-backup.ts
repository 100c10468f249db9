// Backup::fullbackup_to_homedir and Backup::list_backups in the fake. A backup is "in progress" when made and
// complete by the next list (its archive then counts against the account's disk, as a real one does).
import { uapiOk, type UapiHandler } from './uapi-reply.js';

const pad = (n: number) => String(n).padStart(2, '0');

function archiveName(user: string, at: Date): string {
  const date = `${at.getUTCMonth() + 1}.${at.getUTCDate()}.${at.getUTCFullYear()}`;
  const time = `${pad(at.getUTCHours())}-${pad(at.getUTCMinutes())}-${pad(at.getUTCSeconds())}`;
  return `backup-${date}_${time}_${user}.tar.gz`;
}

const fullbackup_to_homedir: UapiHandler = ({ state, account }) => {
  const site = state.site(account.user);
  const at = new Date();
  let file = archiveName(account.user, at);
  for (let n = 2; site.backups.some((b) => b.file === file); n += 1)
    file = file.replace(/(_\d+)?\.tar\.gz$/, `_${n}.tar.gz`);
  site.backups.push({ file, time: Math.floor(at.getTime() / 1000), status: 'in_progress' });
  return uapiOk({ pid: String(30000 + site.backups.length) });
};

const list_backups: UapiHandler = ({ state, account }) => {
  const site = state.site(account.user);
  const answer = site.backups.map((b) => ({ file: b.file, time: b.time, status: b.status }));
  for (const backup of site.backups) {
    if (backup.status !== 'in_progress') continue;
    backup.status = 'complete';
    account.usage.diskMb += Math.max(1, Math.round(account.usage.diskMb / 2));
  }
  return uapiOk(answer);
};

export const backupUapi: Record<string, UapiHandler> = {
  'Backup::fullbackup_to_homedir': fullbackup_to_homedir,
  'Backup::list_backups': list_backups,
};
