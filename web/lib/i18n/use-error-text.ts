import english from '../../../contract/i18n/catalogue/en/errors.json';
import { SERVER_MESSAGE_KEYS } from '../../../contract/i18n/server-messages.js';
import { defineMessages, useMessages } from './messages';

/** The contract's validation and server messages (the same file the server answers from). */
export const errorMessages = defineMessages('errors', english);

/**
 * A form's validation message in the page's language. The contract's schemas (shared with the server) speak English;
 * a message the catalogue knows is shown translated, any other as it is (a server answer arrives translated already).
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const t = useMessages(errorMessages);
  return (message) => {
    if (!message) return message;
    const key = SERVER_MESSAGE_KEYS.get(message);
    return key ? t(key) : message;
  };
}
