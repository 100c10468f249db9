import type { SitePageSlug } from '../../../../contract/site-page-list.js';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { Markdown } from '../../../lib/markdown';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSitePage } from '../api/site-page';
import { sitePagesMessages } from '../i18n';

/**
 * /terms, /privacy, /acceptable-use: the admin's Markdown, rendered safely (lib/markdown.tsx). The text is the
 * admin's, in the language they wrote it; the title and the words around it are in the page's language.
 */
export function SitePageScreen({ slug }: { slug: SitePageSlug }) {
  const t = useMessages(sitePagesMessages);
  const locale = useLocale();
  const title = t(`title_${slug}`);
  useDocumentTitle(title);
  const page = useSitePage(slug);
  if (page.isPending) return <Spinner label={t('loading', { title })} />;
  if (page.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('loadFailed', { reason: errorMessage(page.error, t('unknownError')) })}
      </p>
    );
  return (
    <article className="mx-auto grid max-w-3xl gap-4">
      <Markdown source={page.data.markdown} />
      {page.data.updatedAt && (
        <p className="text-sm text-muted-foreground">
          {t('lastUpdated', { date: new Date(page.data.updatedAt).toLocaleDateString(locale, { dateStyle: 'long' }) })}
        </p>
      )}
    </article>
  );
}
