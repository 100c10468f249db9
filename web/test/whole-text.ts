import type { MatcherFunction } from '@testing-library/react';

/**
 * A text matcher for a sentence that other elements break up (a link on "contact support" inside it): the
 * innermost element whose text holds the whole sentence.
 */
export function wholeText(sentence: string): MatcherFunction {
  return (_content, element) =>
    !!element?.textContent?.includes(sentence) &&
    !Array.from(element.children).some((child) => child.textContent?.includes(sentence));
}
