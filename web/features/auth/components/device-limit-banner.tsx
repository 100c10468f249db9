import { CircleCheck, Info, LoaderCircle, ShieldAlert } from 'lucide-react';
import type { DeviceLimitResult } from '../../../../contract/accounts.js';
import { cn } from '../../../lib/utils';

type BannerState = 'reached' | 'within' | 'disabled';

export function deviceLimitState(limits: DeviceLimitResult): BannerState {
  if (!limits.deviceLimitsEnabled) return 'disabled';
  return limits.canRegister ? 'within' : 'reached';
}

/** Two lines high at the least: the banner takes its room before the device check answers, so the form below
 * it does not jump when it does (layout shift on /auth). */
const BOX = 'flex min-h-16 items-start gap-3 rounded-lg border p-3 text-sm';

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
    <div role="status" data-state={state} className={cn(BOX, STYLES[state])}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {state === 'reached' && (
        <p>
          <strong className="font-semibold">Account limit reached for this device.</strong> This device has registered{' '}
          {limits.currentDevices} of the {limits.maxDevices} accounts allowed per device. Sign in to an existing account
          or recover it with your recovery phrase.
        </p>
      )}
      {state === 'within' && (
        <p>
          <strong className="font-semibold">
            {limits.currentDevices} of {limits.maxDevices} accounts used on this device.
          </strong>{' '}
          You can register{' '}
          {limits.maxDevices - limits.currentDevices === 1 ? 'one more' : limits.maxDevices - limits.currentDevices}{' '}
          from it.
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

/** The banner's place while this device is looked at and the server asked about it. */
export function DeviceLimitPending() {
  return (
    <div role="status" data-state="checking" className={cn(BOX, 'border-slate-200 bg-slate-50 text-slate-700')}>
      <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" />
      <p>Checking this device...</p>
    </div>
  );
}

/** The banner's place before the visitor starts on the form: the device is looked at only then (it takes a slow
 * phone a noticeable moment, which a visitor who only reads the page should not pay). */
export function DeviceLimitNotYetChecked() {
  return (
    <div role="status" data-state="idle" className={cn(BOX, 'border-slate-200 bg-slate-50 text-slate-700')}>
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>Accounts are limited per device: this one is checked as soon as you start.</p>
    </div>
  );
}
