import type { FeatureMessages } from './messages';
import { useMessages } from './messages';
import { useErrorText } from './use-error-text';

/**
 * A form's field message in the page's language. A feature's own validator words its messages with the feature's
 * English (`english.newPasswordRequired`), so the text names its key; anything else is a contract or server message
 * and goes through `useErrorText` (translated when the shared catalogue knows it, else shown as it came).
 */
export function useFieldErrorText<Key extends string>(
  messages: FeatureMessages<Key>,
): (message: string | undefined) => string | undefined {
  const t = useMessages(messages);
  const tError = useErrorText();
  const keyOf = new Map(Object.entries(messages.english).map(([key, text]) => [text as string, key as Key]));
  return (message) => {
    if (!message) return message;
    const key = keyOf.get(message);
    return key ? t(key) : tError(message);
  };
}
