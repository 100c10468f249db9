import type { VpsOwnerOrder } from '../../../../contract/vps.js';
import { CopyButton } from '../../../components/copy-button';

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
  return (
    <dl className="grid gap-3 sm:grid-cols-2" aria-label="Server details">
      {server.ipAddress && <Field label="IP address" value={server.ipAddress} />}
      {server.username && <Field label="Username" value={server.username} />}
      {server.password && <Field label="Password" value={server.password} />}
      <div className="grid grid-cols-2 gap-3">
        <Field label="SSH port" value={String(server.sshPort)} copy={false} />
        <Field label="RDP port" value={String(server.rdpPort)} copy={false} />
      </div>
      {server.notes && (
        <div className="sm:col-span-2">
          <Field label="Notes" value={server.notes} copy={false} />
        </div>
      )}
    </dl>
  );
}
