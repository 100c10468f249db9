import { ShieldCheck } from 'lucide-react';
import { RegistrationSettingCard } from './registration-setting-card';

/** The registration setting 'require two-factor for admins', beside the device limits. */
export function AdminTwoFactorCard() {
  return (
    <RegistrationSettingCard
      setting="adminsRequireTwoFactor"
      icon={ShieldCheck}
      title="Admin Two-Factor Sign-In"
      description={
        <>
          When on, every admin must sign in with a code from an authenticator app. An admin without it is sent to
          Settings to set it up before any admin page works, you included.
        </>
      }
      switchId="admin-two-factor-switch"
      label="Require two-factor for admins"
      hint={{ on: 'Admins must use two-factor sign-in.', off: 'Two-factor sign-in is optional for admins.' }}
      saved={{ on: 'Two-factor required for admins', off: 'Two-factor no longer required for admins' }}
      body={(adminsRequireTwoFactor, current) => ({
        deviceLimitsEnabled: current.deviceLimitsEnabled,
        adminsRequireTwoFactor,
      })}
    />
  );
}
