import { CircleCheck, Info, ShieldAlert } from 'lucide-react';
import type { DeviceLimitResult } from '../../../../contract/accounts.js';
import { cn } from '../../../lib/utils';

type BannerState = 'reached' | 'within' | 'disabled';

export function deviceLimitState(limits: DeviceLimitResult): BannerState {
  if (!limits.deviceLimitsEnabled) return 'disabled';
  return limits.canRegister ? 'within' : 'reached';
}

const STYLES: Record<BannerState, string> = {
  reached: 'border-red-200 bg-red-50 text-red-900',
  within: 'border-blue-200 bg-blue-50 text-blue-900',
  disabled: 'border-emerald-200 bg-emerald-50 text-emerald-900',
};

/** 000 §2 device-limit banner: limit reached (red), within the limit with usage (blue), limits off (green). */
export function DeviceLimitBanner({ limits }: { limits: DeviceLimitResult }) {
  const state = deviceLimitState(limits);
  const Icon = state === 'reached' ? ShieldAlert : state === 'within' ? Info : CircleCheck;
  return (
    <div role="status" data-state={state} className={cn('flex items-start gap-3 rounded-lg border p-3 text-sm', STYLES[state])}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {state === 'reached' && (
        <p>
          <strong className="font-semibold">Device limit reached.</strong> Accounts have already been registered from{' '}
          {limits.currentDevices} of {limits.maxDevices} allowed devices. Sign in to an existing account or recover it with your
          recovery phrase.
        </p>
      )}
      {state === 'within' && (
        <p>
          <strong className="font-semibold">{limits.currentDevices} of {limits.maxDevices} devices used.</strong> You can register
          {' '}from this device.
        </p>
      )}
      {state === 'disabled' && (
        <p>
          <strong className="font-semibold">No device limit.</strong> Registration from this device is open.
        </p>
      )}
    </div>
  );
}
