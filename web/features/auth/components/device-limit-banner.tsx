import { CircleCheck, Info, LoaderCircle, ShieldAlert } from 'lucide-react';
import type { DeviceLimitResult } from '../../../../contract/accounts.js';
import { cn } from '../../../lib/utils';
import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../i18n';

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
  const t = useMessages(authMessages);
  const left = limits.maxDevices - limits.currentDevices;
  const counts = { current: limits.currentDevices, max: limits.maxDevices };
  const Icon = state === 'reached' ? ShieldAlert : state === 'within' ? Info : CircleCheck;
  return (
    <div role="status" data-state={state} className={cn(BOX, STYLES[state])}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {state === 'reached' && (
        <p>
          <strong className="font-semibold">{t('deviceReachedTitle')}</strong> {t('deviceReachedBody', counts)}
        </p>
      )}
      {state === 'within' && (
        <p>
          <strong className="font-semibold">{t('deviceWithinTitle', counts)}</strong>{' '}
          {/* English words "one more" apart; the other locales word both messages so any count reads right. */}
          {left === 1 ? t('deviceWithinOneMore') : t('deviceWithinMore', { left })}
        </p>
      )}
      {state === 'disabled' && (
        <p>
          <strong className="font-semibold">{t('deviceOffTitle')}</strong> {t('deviceOffBody')}
        </p>
      )}
    </div>
  );
}

/** The banner's place while this device is looked at and the server asked about it. */
export function DeviceLimitPending() {
  const t = useMessages(authMessages);
  return (
    <div role="status" data-state="checking" className={cn(BOX, 'border-slate-200 bg-slate-50 text-slate-700')}>
      <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" />
      <p>{t('deviceChecking')}</p>
    </div>
  );
}

/** The banner's place before the visitor starts on the form: the device is looked at only then (it takes a slow
 * phone a noticeable moment, which a visitor who only reads the page should not pay). */
export function DeviceLimitNotYetChecked() {
  const t = useMessages(authMessages);
  return (
    <div role="status" data-state="idle" className={cn(BOX, 'border-slate-200 bg-slate-50 text-slate-700')}>
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{t('deviceNotYetChecked')}</p>
    </div>
  );
}
