import type { Locale } from '../../../contract/i18n/locales.js';
import type { MyThings, TicketContext } from '../../../contract/support.js';
import { translateServerMessage } from '../../lib/i18n/translate.js';

// The context panel and the customer's "what is it about" list in the reader's language. The server writes their
// words as the contract's templates (SUPPORT_CONTEXT_WORDS) around records; here each line the catalogue knows is
// said in the requester's language, and any other (a domain, a device's name, a ticket's subject) stays as written.

type Link = TicketContext['sites'][number];

export function contextInLanguage(context: TicketContext, locale: Locale): TicketContext {
  const say = (text: string) => translateServerMessage(text, locale);
  const links = (list: Link[]) => list.map((link) => ({ ...link, label: say(link.label), detail: say(link.detail) }));
  return {
    ...context,
    person: context.person && { ...context.person, status: say(context.person.status) },
    payments: links(context.payments),
    devices: links(context.devices),
    subject: context.subject && {
      ...context.subject,
      title: say(context.subject.title),
      reinstate: context.subject.reinstate && {
        ...context.subject.reinstate,
        label: say(context.subject.reinstate.label),
      },
    },
  };
}

export function myThingsInLanguage(mine: MyThings, locale: Locale): MyThings {
  return { things: mine.things.map((thing) => ({ ...thing, label: translateServerMessage(thing.label, locale) })) };
}
