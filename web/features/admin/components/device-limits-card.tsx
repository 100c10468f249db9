import { Smartphone } from 'lucide-react';
import { DEFAULT_MAX_DEVICES } from '../../../../contract/constants.js';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../i18n';
import { RegistrationSettingCard } from './registration-setting-card';

/** 001 §2: the Device Registration Limits toggle. */
export function DeviceLimitsCard() {
  const t = useMessages(adminMessages);
  return (
    <RegistrationSettingCard
      setting="deviceLimitsEnabled"
      icon={Smartphone}
      title={t('deviceLimitsTitle')}
      description={t('deviceLimitsDescription', { max: DEFAULT_MAX_DEVICES })}
      switchId="device-limits-switch"
      label={t('deviceLimitsLabel')}
      hint={{ on: t('deviceLimitsHintOn'), off: t('deviceLimitsHintOff') }}
      saved={{ on: t('deviceLimitsSavedOn'), off: t('deviceLimitsSavedOff') }}
      body={(deviceLimitsEnabled) => ({ deviceLimitsEnabled })}
    />
  );
}
