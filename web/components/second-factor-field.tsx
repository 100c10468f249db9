import * as React from 'react';
import { layoutMessages } from '../lib/i18n/layout-messages';
import { useMessages } from '../lib/i18n/messages';
import { TextField, type TextFieldProps } from './form-field';

/**
 * The code a user with two-factor on gives to confirm a sensitive change (erasure, password, e-mail): a
 * 6-digit code from the authenticator app or one of the recovery codes. Forms show it only when two-factor is on.
 * Its words are the shell's (layout), as form-field's "(optional)" is: the field is drawn on public pages (the
 * library's download panel), which would otherwise fetch the shared components' catalogue for two messages.
 */
export const SecondFactorField = React.forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>((props, ref) => {
  const t = useMessages(layoutMessages);
  return (
    <TextField
      ref={ref}
      label={t('twoFactorCode')}
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={40}
      hint={t('twoFactorHint')}
      className="font-mono"
      {...props}
    />
  );
});
SecondFactorField.displayName = 'SecondFactorField';
