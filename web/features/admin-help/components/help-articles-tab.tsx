import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { helpArticlePath } from '../../../../contract/help-center-constants.js';
import type { AdminHelpArticle } from '../../../../contract/help-center.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useAdminHelpArticles, useDeleteHelpArticle } from '../api/admin-help';
import { ArticleEditor } from './article-editor';
import { HelpFigures } from './help-figures';
import { useMessages } from '../../../lib/i18n/messages';
import { adminHelpCategoryText, adminHelpMessages } from '../i18n';

/** Admin → Help: the figures, the articles (drafts too) with their votes, and the editor. */
export function HelpArticlesTab() {
  const t = useMessages(adminHelpMessages);
  const articles = useAdminHelpArticles();
  const remove = useDeleteHelpArticle();
  const [editing, setEditing] = useState<AdminHelpArticle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminHelpArticle | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      toast({ title: (await remove.mutateAsync(deleting.id)).message });
      setDeleting(null);
    } catch (error) {
      toast({
        title: t('deleteFailed'),
        description: errorMessage(error, t('notDeleted')),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-6">
      <HelpFigures />
      {editing && (
        <ArticleEditor
          key={editing === 'new' ? 'new' : editing.id}
          article={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid gap-1.5">
              <CardTitle>{t('articlesTitle')}</CardTitle>
              <CardDescription>{t('articlesDescription')}</CardDescription>
            </div>
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              {t('newArticle')}
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          {articles.isPending ? (
            <Spinner label={t('loading')} />
          ) : articles.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('loadFailed', { error: errorMessage(articles.error, t('unknownError')) })}
            </p>
          ) : articles.data.length === 0 ? (
            <p className="text-muted-foreground">{t('noArticles')}</p>
          ) : (
            <ul className="divide-y">
              {articles.data.map((article) => (
                <li key={article.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="grid min-w-0 gap-1">
                    <p className="font-medium [overflow-wrap:anywhere]">{article.title}</p>
                    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <Badge variant={article.status === 'published' ? 'success' : 'secondary'}>
                        {article.status === 'published' ? t('published') : t('draft')}
                      </Badge>
                      <span>{adminHelpCategoryText(t, article.category)}</span>
                      <span>{t('votes', { yes: article.helpfulYes, no: article.helpfulNo })}</span>
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {article.status === 'published' && (
                      <Button asChild variant="ghost" size="sm">
                        <a href={helpArticlePath(article.slug)} target="_blank" rel="noopener">
                          <ExternalLink aria-hidden="true" />
                          {t('view')}
                        </a>
                      </Button>
                    )}
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing(article)}
                      aria-label={t('editName', { title: article.title })}
                    >
                      <Pencil aria-hidden="true" />
                      {t('edit')}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setDeleting(article)}
                      aria-label={t('deleteName', { title: article.title })}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle', { title: deleting?.title ?? '' })}
        description={t('deleteDescription')}
        confirmLabel={t('deleteArticle')}
        pendingLabel={t('deleting')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
