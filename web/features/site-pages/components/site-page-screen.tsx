import { SITE_PAGES, type SitePageSlug } from '../../../../contract/site-page-list.js';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { Markdown } from '../../../lib/markdown';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSitePage } from '../api/site-page';

/** /terms, /privacy, /acceptable-use: the admin's Markdown, rendered safely (lib/markdown.tsx). */
export function SitePageScreen({ slug }: { slug: SitePageSlug }) {
  useDocumentTitle(SITE_PAGES[slug].title);
  const page = useSitePage(slug);
  if (page.isPending) return <Spinner label={`Loading the ${SITE_PAGES[slug].title}...`} />;
  if (page.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load this page: {errorMessage(page.error, 'unknown error')}
      </p>
    );
  return (
    <article className="mx-auto grid max-w-3xl gap-4">
      <Markdown source={page.data.markdown} />
      {page.data.updatedAt && (
        <p className="text-sm text-muted-foreground">
          Last updated {new Date(page.data.updatedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}.
        </p>
      )}
    </article>
  );
}
