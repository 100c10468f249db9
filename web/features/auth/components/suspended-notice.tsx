import { Ban } from 'lucide-react';
import type { SuspendedSignIn } from '../hooks/suspended-error';

/**
 * Why a suspended person cannot sign in, and where to write. It stays on the form (a toast would be gone
 * before it was read) until they try again.
 */
export function SuspendedNotice({ suspension }: { suspension: SuspendedSignIn }) {
  return (
    <div role="alert" aria-labelledby="suspended-title" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p id="suspended-title" className="flex items-center gap-2 font-semibold text-destructive">
        <Ban className="size-4 shrink-0" aria-hidden="true" />Your account is suspended
      </p>
      <p className="[overflow-wrap:anywhere]"><span className="text-muted-foreground">Reason: </span>{suspension.reason}</p>
      <p className="[overflow-wrap:anywhere]">
        If you think this is a mistake, {suspension.supportContact
          ? <>write to <a className="font-medium text-primary underline underline-offset-2" href={`mailto:${suspension.supportContact}`}>{suspension.supportContact}</a>.</>
          : 'contact support.'}
      </p>
    </div>
  );
}
