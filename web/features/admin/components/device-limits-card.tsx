import { Smartphone } from 'lucide-react';
import { DEFAULT_MAX_DEVICES } from '../../../../contract/constants.js';
import { RegistrationSettingCard } from './registration-setting-card';

/** 001 §2: the Device Registration Limits toggle. */
export function DeviceLimitsCard() {
  return (
    <RegistrationSettingCard
      setting="deviceLimitsEnabled"
      icon={Smartphone}
      title="Device Registration Limits"
      description={
        <>
          When on, each device can register only as many accounts as the group's device limit allows (by default{' '}
          {DEFAULT_MAX_DEVICES} accounts per device).
        </>
      }
      switchId="device-limits-switch"
      label="Enforce device limits"
      hint={{ on: 'New registrations are limited per device.', off: 'Any device may register new accounts.' }}
      saved={{ on: 'Device limits enabled', off: 'Device limits disabled' }}
      body={(deviceLimitsEnabled) => ({ deviceLimitsEnabled })}
    />
  );
}
