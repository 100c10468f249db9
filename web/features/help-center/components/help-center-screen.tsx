import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  HELP_CATEGORY_IDS,
  HELP_LIMITS,
  helpArticlePath,
  type HelpCategory,
} from '../../../../contract/help-center-constants.js';
import { PageHeader } from '../../../components/page-header';
import { SupportContactWords } from '../../../components/support-contact';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHelpArticles } from '../api/help-articles';
import { useMessages } from '../../../lib/i18n/messages';
import { slots, withElements } from '../../../lib/i18n/with-elements';
import { helpCategoryText, helpCenterMessages } from '../i18n';

/**
 * /help: every published article by category, or the ones matching the search (best first). Drawn without data at
 * build time (web/prerender.tsx): the heading and the search box are there before any script, the list loads.
 */
export function HelpCenterScreen() {
  const t = useMessages(helpCenterMessages);
  useDocumentTitle(t('helpCenter'));
  const [typed, setTyped] = useState('');
  const [category, setCategory] = useState<HelpCategory | null>(null);
  const q = useDebouncedValue(typed.trim(), 250);
  const articles = useHelpArticles(q, category);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={t('helpCenter')} description={t('intro')} />
      <form role="search" className="relative" onSubmit={(e) => e.preventDefault()}>
        <Search className="absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          className="ps-9"
          maxLength={HELP_LIMITS.queryMax}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </form>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('categories')}>
        {[null, ...HELP_CATEGORY_IDS].map((id) => (
          <button
            key={id ?? 'all'}
            type="button"
            aria-pressed={category === id}
            onClick={() => setCategory(id)}
            className="rounded-full border px-3 py-1 text-sm aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
          >
            {id ? helpCategoryText(t, id) : t('all')}
          </button>
        ))}
      </div>
      <section aria-label={t('articles')} aria-busy={articles.isFetching} className="grid gap-3">
        {articles.isPending ? (
          <Spinner label={t('loadingArticles')} />
        ) : articles.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('articlesFailed', { reason: errorMessage(articles.error, t('unknownError')) })}
          </p>
        ) : articles.data.length === 0 ? (
          <p className="text-muted-foreground">
            {withElements(q ? t('noMatch', { ...slots('contact'), query: q }) : t('noArticles', slots('contact')), {
              contact: <SupportContactWords>{t('contactSupportLower')}</SupportContactWords>,
            })}
          </p>
        ) : (
          <ul className="grid gap-3">
            {articles.data.map((article) => (
              <li key={article.slug} className="rounded-lg border p-4">
                <Link href={helpArticlePath(article.slug)} className="font-semibold text-primary hover:underline">
                  {article.title}
                </Link>
                <p className="mt-1 text-xs text-muted-foreground">{helpCategoryText(t, article.category)}</p>
                <p className="mt-2 text-sm text-muted-foreground">{article.excerpt}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
