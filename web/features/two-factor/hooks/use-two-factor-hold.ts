import { useTwoFactorStatus } from '../../../api/two-factor-status';

/**
 * Whether the 'require two-factor for admins' rule holds this user back: 'held' until they turn it on (every admin
 * call answers 403 meanwhile), 'checking' while the status is on its way, else 'open'. A status that cannot be read
 * counts as 'open': the server enforces the rule either way, so the screen only decides what is worth drawing.
 */
export type TwoFactorHold = 'checking' | 'held' | 'open';

export function useTwoFactorHold(): TwoFactorHold {
  const status = useTwoFactorStatus();
  // isFetched (any answer, even an error, ever arrived) rather than isPending: a refetch of a failed status is
  // 'pending' again, and swapping the whole page for a spinner on every refetch would remount it.
  if (!status.isFetched) return 'checking';
  return status.data?.required && !status.data.enabled ? 'held' : 'open';
}
