import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { HELP_CATEGORIES, HELP_CENTER_PATH } from '../../../../contract/help-center-constants.js';
import { SupportContactWords } from '../../../components/support-contact';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, parseApiError } from '../../../lib/api-error';
import { Markdown } from '../../../lib/markdown';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHelpArticle } from '../api/help-article';
import { HelpfulVote } from './helpful-vote';

/**
 * /help/{slug}: one article, its Markdown drawn by lib/markdown.tsx (React elements only: no HTML an article holds
 * ever runs, links only to http(s), mailto and this site), then "Was this helpful?".
 */
export function HelpArticleScreen({ slug }: { slug: string }) {
  const article = useHelpArticle(slug);
  useDocumentTitle(article.data?.title ?? 'Help center');
  const back = (
    <Link href={HELP_CENTER_PATH} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Help center
    </Link>
  );
  if (article.isPending) return <Spinner label="Loading the article..." />;
  if (article.isError) {
    const missing = parseApiError(article.error).status === 404;
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        {back}
        <p role="alert" className={missing ? '' : 'text-sm text-destructive'}>
          {missing
            ? 'This article does not exist or is no longer published.'
            : `Could not load this article: ${errorMessage(article.error, 'unknown error')}`}
        </p>
      </div>
    );
  }
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-4">
      {back}
      <p className="text-sm text-muted-foreground">{HELP_CATEGORIES[article.data.category]}</p>
      <h1 className="text-3xl font-bold tracking-tight">{article.data.title}</h1>
      <Markdown source={article.data.markdown} />
      <p className="text-sm text-muted-foreground">
        Last updated {new Date(article.data.updatedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}.
      </p>
      <HelpfulVote slug={slug} />
      <p className="text-sm text-muted-foreground">
        Still stuck? <SupportContactWords>Contact support</SupportContactWords>.
      </p>
    </article>
  );
}
