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
      description={<>When on, each device can register accounts only up to its group's limit (by default {DEFAULT_MAX_DEVICES} devices).</>}
      switchId="device-limits-switch"
      label="Enforce device limits"
      hint={{ on: 'New registrations are limited per device.', off: 'Any device may register new accounts.' }}
      saved={{ on: 'Device limits enabled', off: 'Device limits disabled' }}
      body={(deviceLimitsEnabled) => ({ deviceLimitsEnabled })}
    />
  );
}
