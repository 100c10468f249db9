import type { VpsOwnerOrder } from '../../../../contract/vps.js';
import { CopyButton } from '../../../components/copy-button';
import { useMessages } from '../../../lib/i18n/messages';
import { vpsMessages } from '../i18n';

function Field({ label, value, copy = true }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <span className="min-w-0 flex-1 break-all rounded-md border bg-muted/60 px-3 py-1.5 font-mono text-sm">
          {value}
        </span>
        {copy && <CopyButton value={value} label={label} />}
      </dd>
    </div>
  );
}

/** A completed order's server: IP, username, password and the ports (SSH for Linux, RDP for Windows). */
export function ServerDetails({ server }: { server: NonNullable<VpsOwnerOrder['server']> }) {
  const t = useMessages(vpsMessages);
  return (
    <dl className="grid gap-3 sm:grid-cols-2" aria-label={t('serverDetails')}>
      {server.ipAddress && <Field label={t('ipAddress')} value={server.ipAddress} />}
      {server.username && <Field label={t('username')} value={server.username} />}
      {server.password && <Field label={t('password')} value={server.password} />}
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('sshPort')} value={String(server.sshPort)} copy={false} />
        <Field label={t('rdpPort')} value={String(server.rdpPort)} copy={false} />
      </div>
      {server.notes && (
        <div className="sm:col-span-2">
          <Field label={t('notes')} value={server.notes} copy={false} />
        </div>
      )}
    </dl>
  );
}
