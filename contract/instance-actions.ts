import { RUNNING_STATUSES, STOPPED_STATUSES, type InstanceAction } from './compute-constants.js';

// Which power action fits which machine state. The server refuses the others (409) and the
// instance card enables only these, so a button never offers what the machine cannot do.
//   Start: only when stopped. Stop and Restart: only when running. Nothing while it changes (pending,
//   provisioning, building, deleting). Terminate: any time until it has ended (handled by the service).

export const ACTION_LABELS: Record<InstanceAction, string> = {
  start: 'Start',
  stop: 'Stop',
  restart: 'Restart',
  terminate: 'Terminate',
};

export const INSTANCE_ACTION_MESSAGES = {
  startNeedsStopped: 'Start works on a stopped instance; this one is not stopped.',
  stopNeedsRunning: 'Stop works on a running instance; this one is not running.',
  restartNeedsRunning: 'Restart works on a running instance; this one is not running.',
} as const;

/** Why `action` does not fit `status` (null: it does). Terminate is not judged here. */
export function actionRefusal(action: InstanceAction, status: string): string | null {
  if (action === 'start') return STOPPED_STATUSES.includes(status) ? null : INSTANCE_ACTION_MESSAGES.startNeedsStopped;
  if (action === 'stop') return RUNNING_STATUSES.includes(status) ? null : INSTANCE_ACTION_MESSAGES.stopNeedsRunning;
  if (action === 'restart')
    return RUNNING_STATUSES.includes(status) ? null : INSTANCE_ACTION_MESSAGES.restartNeedsRunning;
  return null;
}

/** A machine between two states: every power button waits (the server's sync moves it on). */
export const CHANGING_STATUSES: readonly string[] = ['pending', 'provisioning', 'building', 'deleting'];
export const isChanging = (status: string) => CHANGING_STATUSES.includes(status);
/** While any machine is changing, the list is read this often instead of every 20 s, so the change shows at once. */
export const COMPUTE_CHANGING_REFRESH_MS = 3_000;
