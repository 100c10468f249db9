import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { HELP_CENTER_PATH } from '../../../../contract/help-center-constants.js';
import { SOURCE_LOCALE } from '../../../../contract/i18n/locales.js';
import { SupportContactWords } from '../../../components/support-contact';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, parseApiError } from '../../../lib/api-error';
import { Markdown } from '../../../lib/markdown';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHelpArticle } from '../api/help-article';
import { HelpfulVote } from './helpful-vote';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { slots, withElements } from '../../../lib/i18n/with-elements';
import { helpCategoryText, helpCenterMessages } from '../i18n';

/**
 * /help/{slug}: one article, its Markdown drawn by lib/markdown.tsx (React elements only: no HTML an article holds
 * ever runs, links only to http(s), mailto and this site), then "Was this helpful?".
 */
export function HelpArticleScreen({ slug }: { slug: string }) {
  const t = useMessages(helpCenterMessages);
  const locale = useLocale();
  const article = useHelpArticle(slug);
  useDocumentTitle(article.data?.title ?? t('helpCenter'));
  const back = (
    <Link href={HELP_CENTER_PATH} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      {t('helpCenter')}
    </Link>
  );
  if (article.isPending) return <Spinner label={t('loadingArticle')} />;
  if (article.isError) {
    const missing = parseApiError(article.error).status === 404;
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        {back}
        <p role="alert" className={missing ? '' : 'text-sm text-destructive'}>
          {missing
            ? t('articleMissing')
            : t('articleFailed', { reason: errorMessage(article.error, t('unknownError')) })}
        </p>
      </div>
    );
  }
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-4">
      {back}
      <p className="text-sm text-muted-foreground">{helpCategoryText(t, article.data.category)}</p>
      <h1 className="text-3xl font-bold tracking-tight">{article.data.title}</h1>
      <Markdown source={article.data.markdown} />
      <p className="text-sm text-muted-foreground">
        {t('lastUpdated', {
          date: new Date(article.data.updatedAt).toLocaleDateString(locale === SOURCE_LOCALE ? 'en-US' : locale, {
            dateStyle: 'long',
          }),
        })}
      </p>
      <HelpfulVote slug={slug} />
      <p className="text-sm text-muted-foreground">
        {withElements(t('stillStuck', slots('contact')), {
          contact: <SupportContactWords>{t('contactSupport')}</SupportContactWords>,
        })}
      </p>
    </article>
  );
}
