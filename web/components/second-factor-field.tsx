import * as React from 'react';
import { TextField, type TextFieldProps } from './form-field';

/**
 * The code a user with two-factor on gives to confirm a sensitive change (erasure, password, e-mail): a
 * 6-digit code from the authenticator app or one of the recovery codes. Forms show it only when two-factor is on.
 */
export const SecondFactorField = React.forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>((props, ref) => (
  <TextField
    ref={ref}
    label="Two-factor code"
    autoComplete="one-time-code"
    spellCheck={false}
    maxLength={40}
    hint="The 6-digit code from your authenticator app, or one of your recovery codes."
    className="font-mono"
    {...props}
  />
));
SecondFactorField.displayName = 'SecondFactorField';
