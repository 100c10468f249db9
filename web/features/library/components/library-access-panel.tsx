import { CircleCheck, KeyRound, LogIn, Mail, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldErrors } from '../../../lib/form';
import { Link } from 'wouter';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { useTwoFactorStatus } from '../../../api/two-factor-status';
import { TextField } from '../../../components/form-field';
import { SecondFactorField } from '../../../components/second-factor-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { apiErrorCode, parseApiError } from '../../../lib/api-error';
import { EMAIL_TAKEN_DESCRIPTION, EMAIL_TAKEN_TITLE, isEmailTakenError } from '../../../lib/email-taken';
import { hasEmail, useCurrentUser } from '../../../lib/session';
import { getPluginLibraryEmail, setPluginLibraryEmail } from '../../../lib/storage';
import { useCheckEmailExists } from '../api/check-email-exists';
import { useUpdateEmail } from '../api/update-email';
import type { AccessEmailInput, AccessEmailValues } from '../form-resolvers';
import { accessEmailResolver } from '../lazy-form-resolvers';
import { LIBRARY_COPY as M } from '../messages';
import { useMessages } from '../../../lib/i18n/messages';
import { slots, withElements } from '../../../lib/i18n/with-elements';
import { libraryMessages } from '../i18n';

export type AccessVariant = 'plugin' | 'theme';

/** The example address stays as it is in every language (a technical example, like the others in the catalogue). */
const EXAMPLE_EMAIL = 'you@example.com';

/**
 * 001 §5: the theme library checks the address itself, with toasts; the plugin library relies on the input
 * type alone (the browser refuses a malformed address before the form is sent, and nothing more is said).
 */
function EmailForm({
  id,
  label,
  button,
  busy,
  variant,
  onEmail,
}: {
  id: string;
  label: string;
  button: string;
  busy: boolean;
  variant: AccessVariant;
  onEmail: (email: string) => void;
}) {
  const t = useMessages(libraryMessages);
  const form = useForm<AccessEmailInput, unknown, AccessEmailValues>({
    resolver: accessEmailResolver,
    defaultValues: { email: '' },
  });
  const onInvalid = (errors: FieldErrors<AccessEmailInput>) => {
    if (variant === 'plugin') return;
    // The resolver's message is the English constant (form-resolvers.ts); the toast says it in the page's language.
    const required = errors.email?.message === M.emailRequiredDescription;
    toast({
      title: required ? t('emailRequiredTitle') : t('invalidEmailTitle'),
      description: required ? t('emailRequiredDescription') : t('invalidEmailDescription'),
      variant: 'destructive',
    });
  };
  return (
    <form
      onSubmit={form.handleSubmit(({ email }) => onEmail(email), onInvalid)}
      noValidate={variant === 'theme'}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <TextField
        id={id}
        label={label}
        containerClassName="flex-1"
        type="email"
        required={variant === 'plugin'}
        autoComplete="email"
        placeholder={EXAMPLE_EMAIL}
        {...form.register('email')}
      />
      <Button type="submit" disabled={busy}>
        <Mail aria-hidden="true" />
        {busy ? t('pleaseWait') : button}
      </Button>
    </form>
  );
}

/** Signed in without an e-mail: saving one unlocks the library (001 §4). */
function SaveEmailPrompt({ variant }: { variant: AccessVariant }) {
  const t = useMessages(libraryMessages);
  const save = useUpdateEmail();
  // With two-factor on, saving an e-mail needs a current code (the server refuses it without one).
  const needsCode = useTwoFactorStatus().data?.enabled ?? false;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const onEmail = (email: string) => {
    if (needsCode && !code.trim()) {
      setCodeError(ACCOUNT_SAFETY_MESSAGES.secondFactorRequired);
      return;
    }
    setCodeError(undefined);
    save.mutate(
      { email, ...(needsCode ? { twoFactorCode: code.trim() } : {}) },
      {
        onSuccess: () =>
          toast({
            title: t('emailUpdatedTitle'),
            description: t('emailSaved'),
          }),
        onError: (error) => {
          const message = parseApiError(error).message;
          if (isEmailTakenError(error))
            toast({ title: EMAIL_TAKEN_TITLE, description: EMAIL_TAKEN_DESCRIPTION, variant: 'destructive' });
          else if (apiErrorCode(error) === 'secondFactorRequired' || apiErrorCode(error) === 'secondFactorInvalid')
            setCodeError(message);
          else
            toast({
              title: t('emailErrorTitle'),
              description: message || t('emailErrorFallback'),
              variant: 'destructive',
            });
        },
      },
    );
  };
  return (
    <div
      className="rounded-xl border text-card-foreground shadow-sm grid gap-3 border-amber-200 bg-amber-50/60 p-5"
      data-testid="library-access"
    >
      <div className="grid gap-1">
        <h2 className="flex items-center gap-2 font-semibold">
          <KeyRound className="size-4 text-amber-700" aria-hidden="true" />
          {t('addEmailTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('addEmailText')}</p>
      </div>
      {needsCode && (
        <SecondFactorField
          id={`${variant}-access-two-factor-code`}
          value={code}
          error={codeError}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(undefined);
          }}
        />
      )}
      <EmailForm
        id={`${variant}-access-save-email`}
        label={t('emailAddressLower')}
        button={t('saveEmail')}
        busy={save.isPending}
        variant={variant}
        onEmail={onEmail}
      />
    </div>
  );
}

type VisitorState = { kind: 'ask' } | { kind: 'known'; email: string } | { kind: 'unknown'; email: string };

/** Visitors: an e-mail with an account has access (sign in to download); otherwise Create Account or Sign In. */
function VisitorEmailCheck({ variant }: { variant: AccessVariant }) {
  const t = useMessages(libraryMessages);
  const check = useCheckEmailExists();
  const [state, setState] = useState<VisitorState>(() => {
    const stored = getPluginLibraryEmail();
    return stored ? { kind: 'known', email: stored } : { kind: 'ask' };
  });
  const onEmail = (email: string) =>
    check.mutate(email, {
      onSuccess: ({ hasAccess }) => {
        if (hasAccess) setPluginLibraryEmail(email);
        setState(hasAccess ? { kind: 'known', email } : { kind: 'unknown', email });
      },
      onError: (error) =>
        toast({
          title: t('emailErrorTitle'),
          description: parseApiError(error).message || t('couldNotCheckEmail'),
          variant: 'destructive',
        }),
    });
  const forget = () => {
    setPluginLibraryEmail(null);
    setState({ kind: 'ask' });
  };
  const signIn = (
    <Button asChild>
      <Link href="/auth?tab=login">
        <LogIn aria-hidden="true" />
        {t('signIn')}
      </Link>
    </Button>
  );

  return (
    <Card className="grid gap-3 p-5" data-testid="library-access">
      {state.kind === 'ask' && (
        <>
          <div className="grid gap-1">
            <h2 className="font-semibold">{t('libraryAccess')}</h2>
            <p className="text-sm text-muted-foreground">{t('libraryAccessText')}</p>
          </div>
          <EmailForm
            id={`${variant}-access-check-email`}
            label={t('yourEmailAddress')}
            button={t('checkAccess')}
            busy={check.isPending}
            variant={variant}
            onEmail={onEmail}
          />
        </>
      )}
      {state.kind === 'known' && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            <span>
              {withElements(t('hasAccess', slots('email')), {
                email: <strong className="font-semibold">{state.email}</strong>,
              })}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            {signIn}
            <Button variant="ghost" onClick={forget}>
              {t('useAnotherEmail')}
            </Button>
          </div>
        </div>
      )}
      {state.kind === 'unknown' && (
        <div className="grid gap-3">
          <p className="text-sm">
            {withElements(t('noAccount', slots('email')), {
              email: <strong className="font-semibold">{state.email}</strong>,
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="default">
              <Link href="/auth?tab=register">
                <UserPlus aria-hidden="true" />
                {t('createAccount')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/auth?tab=login">
                <LogIn aria-hidden="true" />
                {t('signIn')}
              </Link>
            </Button>
            <Button variant="ghost" onClick={forget}>
              {t('tryAnotherEmail')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}

/** The library access rules of 001 §4 above a library's catalogue. */
export function LibraryAccessPanel({ variant }: { variant: AccessVariant }) {
  const { user } = useCurrentUser();
  if (user && hasEmail(user)) return null;
  if (user) return <SaveEmailPrompt variant={variant} />;
  return <VisitorEmailCheck variant={variant} />;
}
