import type { ReactNode } from 'react';
import { useClientConfig } from '../lib/client-config';

/**
 * "contact support" wherever the interface says it: a link to the admin's support page, else a mailto
 * link to the support address, else the words alone (no contact set). `children` are the words, as the sentence
 * needs them ("contact support", "Contact support").
 */
export function SupportContactLink({ children = 'contact support' }: { children?: ReactNode }) {
  const { supportContact } = useClientConfig();
  const href = supportContact.url ?? (supportContact.email ? `mailto:${supportContact.email}` : null);
  if (!href) return <>{children}</>;
  const label = supportContact.url ? undefined : `${children} (${supportContact.email})`;
  return (
    <a
      href={href}
      className="font-medium underline underline-offset-4"
      aria-label={typeof children === 'string' ? label : undefined}
      {...(supportContact.url ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

/** A sentence that says 'contact support' (a message of the contract), with those words as the support link. */
export function WithSupportLink({ text }: { text: string }) {
  const at = text.search(/contact support/i);
  if (at < 0) return <>{text}</>;
  const words = text.slice(at, at + 'contact support'.length);
  return (
    <>
      {text.slice(0, at)}
      <SupportContactLink>{words}</SupportContactLink>
      {text.slice(at + words.length)}
    </>
  );
}
