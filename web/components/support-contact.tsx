import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { HELP_CENTER_PATH } from '../../contract/help-center-constants.js';
import { useClientConfig } from '../lib/client-config';
import { useCurrentUser } from '../lib/session';
import type { MessageValues } from '../../contract/i18n/format.js';
import { useMessages } from '../lib/i18n/messages';
import { withElements } from '../lib/i18n/with-elements';
import { componentsMessages } from './i18n';

/** The support desk's form: a signed-in person's ticket, or a guest's request by e-mail. */
export const SUPPORT_DESK_PATH = '/support/new';

/**
 * The words "contact support" themselves. A signed-in person goes to the support desk, where the ticket is tied to
 * their account. A visitor goes to the admin's support page, else the support address by mail, else the desk's
 * guest form (which answers by e-mail too).
 */
export function SupportContactWords({ children }: { children: ReactNode }) {
  const { supportContact } = useClientConfig();
  const { user } = useCurrentUser();
  const external = user
    ? null
    : (supportContact.url ?? (supportContact.email ? `mailto:${supportContact.email}` : null));
  if (!external)
    return (
      <Link href={SUPPORT_DESK_PATH} className="font-medium underline underline-offset-4">
        {children}
      </Link>
    );
  const label = supportContact.url ? undefined : `${children} (${supportContact.email})`;
  return (
    <a
      href={external}
      className="font-medium underline underline-offset-4"
      aria-label={typeof children === 'string' ? label : undefined}
      {...(supportContact.url ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

/** The help center, beside every "contact support": most questions are answered there first. */
export function HelpCenterLink({ children }: { children?: ReactNode }) {
  const t = useMessages(componentsMessages);
  return (
    <Link href={HELP_CENTER_PATH} className="font-medium underline underline-offset-4">
      {children ?? t('helpCenterLower')}
    </Link>
  );
}

/**
 * "contact support" wherever the interface says it, the admin's contact one click away, and the help center beside
 * it: "contact support (help center)". `children` are the words, as the sentence needs them ("Contact support").
 */
export function SupportContactLink({ children }: { children?: ReactNode }) {
  const t = useMessages(componentsMessages);
  return (
    <>
      <SupportContactWords>{children ?? t('contactSupportLower')}</SupportContactWords>{' '}
      {withElements((values) => t('inParentheses', values), { text: <HelpCenterLink /> })}
    </>
  );
}

/**
 * A sentence that says 'contact support' (a message of the contract), with those words as the support link. The
 * sentence stays whole, word for word; the help center follows it.
 */
export function WithSupportLink({ text }: { text: string }) {
  const t = useMessages(componentsMessages);
  const at = text.search(/contact support/i);
  if (at < 0) return <>{text}</>;
  const words = text.slice(at, at + 'contact support'.length);
  return (
    <>
      {text.slice(0, at)}
      <SupportContactWords>{words}</SupportContactWords>
      {text.slice(at + words.length)} <HelpCenterLink>{t('helpCenter')}</HelpCenterLink>
    </>
  );
}

/**
 * A catalogue sentence whose `{support}` argument is the support link (its words the catalogue's "contact support",
 * or `words`), the help center after it: the translated form of WithSupportLink.
 */
export function SupportSentence({ format, words }: { format: (values: MessageValues) => string; words?: ReactNode }) {
  const t = useMessages(componentsMessages);
  return (
    <>
      {withElements(format, {
        support: <SupportContactWords>{words ?? t('contactSupportLower')}</SupportContactWords>,
      })}{' '}
      <HelpCenterLink>{t('helpCenter')}</HelpCenterLink>
    </>
  );
}
