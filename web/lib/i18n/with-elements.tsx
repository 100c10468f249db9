import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '../../../contract/i18n/format.js';

// A sentence with a link (or a <code>, a <time>, a bold word) inside stays ONE message ("… agree to the {terms} …"):
// the element is an argument of the message, so a translator moves it where their grammar puts it. The message is
// formatted with a marker in each element's place, then cut at the markers and the elements put back. Private-use
// characters never occur in a catalogue's text.
const MARK = '\uE000';
const marker = (name: string) => `${MARK}${name}${MARK}`;

/** Marker values for the arguments that are elements, for a message formatted first: `t('writeTo', slots('contact'))`. */
export function slots<Name extends string>(...names: Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, marker(name)])) as Record<Name, string>;
}

/**
 * The message with its elements in place. `message` is either the translation to call (`(values) => t('key',
 * values)`, given the element markers and `values`) or a text already formatted with `slots(...)`.
 */
export function withElements(
  message: string | ((values: MessageValues) => string),
  elements: Readonly<Record<string, ReactNode>>,
  values: MessageValues = {},
): ReactNode[] {
  const text =
    typeof message === 'string'
      ? message
      : message({ ...values, ...Object.fromEntries(Object.keys(elements).map((name) => [name, marker(name)])) });
  return text
    .split(MARK)
    .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{elements[piece]}</Fragment> : piece));
}
