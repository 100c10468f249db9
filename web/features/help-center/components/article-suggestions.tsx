import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { helpArticlePath } from '../../../../contract/help-center-constants.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useHelpSuggestions } from '../api/help-suggestions';
import { recordSuggestionOpened } from '../api/record-opened';
import { useMessages } from '../../../lib/i18n/messages';
import { helpSuggestionsMessages } from '../suggestions-i18n';

/** A random token for one ticket form: its opened suggestions, and then its ticket, carry it. */
export function newHelpToken(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * Under a ticket's subject field: the three articles that best match what is being typed (asked 400 ms after the last
 * key). Each opens in a new tab, so the form stays as it was, and the opening is recorded with the form's help token:
 * a ticket that then follows with the same token tells the help center the article did not answer; none is a
 * deflection. The support desk's form makes the token once (`newHelpToken`) and sends it with the ticket.
 */
export function ArticleSuggestions({ subject, helpToken }: { subject: string; helpToken: string }) {
  // Asked before anything is drawn: a locale's words arrive with the form, not as the first suggestion shows.
  const t = useMessages(helpSuggestionsMessages);
  const settled = useDebouncedValue(subject, 400);
  const suggestions = useHelpSuggestions(settled);
  const headingId = useId();
  const articles = settled.trim().length >= 3 ? (suggestions.data ?? []) : [];
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
      <p id={headingId} className="flex items-center gap-2 font-medium">
        <BookOpen className="size-4 text-primary" aria-hidden="true" />
        {t('mayAnswer')}
      </p>
      <ul className="grid gap-2">
        {articles.map((article) => (
          <li key={article.slug}>
            <a
              href={helpArticlePath(article.slug)}
              target="_blank"
              rel="noopener"
              className="font-medium text-primary underline-offset-4 hover:underline"
              onClick={() => recordSuggestionOpened(article.slug, helpToken)}
              onAuxClick={() => recordSuggestionOpened(article.slug, helpToken)}
            >
              {article.title}
            </a>
            <p className="text-muted-foreground">{article.excerpt}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
