import { ShieldCheck } from 'lucide-react';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../i18n';
import { RegistrationSettingCard } from './registration-setting-card';

/** The registration setting 'require two-factor for admins', beside the device limits. */
export function AdminTwoFactorCard() {
  const t = useMessages(adminMessages);
  return (
    <RegistrationSettingCard
      setting="adminsRequireTwoFactor"
      icon={ShieldCheck}
      title={t('twoFactorTitle')}
      description={t('twoFactorDescription')}
      switchId="admin-two-factor-switch"
      label={t('twoFactorLabel')}
      hint={{ on: t('twoFactorHintOn'), off: t('twoFactorHintOff') }}
      saved={{ on: t('twoFactorSavedOn'), off: t('twoFactorSavedOff') }}
      body={(adminsRequireTwoFactor, current) => ({
        deviceLimitsEnabled: current.deviceLimitsEnabled,
        adminsRequireTwoFactor,
      })}
    />
  );
}
