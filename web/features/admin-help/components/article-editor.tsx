import { Eye, Save, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  HELP_ARTICLE_STATUSES,
  HELP_CATEGORY_IDS,
  helpArticleBody,
  helpArticlePath,
  type AdminHelpArticle,
  type HelpArticleBody,
} from '../../../../contract/help-center.js';
import { TextareaField, TextField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useForm } from '../../../lib/form';
import { Markdown } from '../../../lib/markdown';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useSaveHelpArticle } from '../api/admin-help';
import { useMessages } from '../../../lib/i18n/messages';
import { adminHelpCategoryText, adminHelpMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

const STATUS_LABELS = { draft: 'statusDraft', published: 'statusPublished' } as const;

/** 'Why was my site suspended?' → 'why-was-my-site-suspended': the address a new article gets from its title. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** Writes a new article or edits one; the preview draws exactly what visitors will see. */
export function ArticleEditor({ article, onDone }: { article: AdminHelpArticle | null; onDone: () => void }) {
  const t = useMessages(adminHelpMessages);
  const tError = useErrorText();
  const save = useSaveHelpArticle();
  const [preview, setPreview] = useState(false);
  const [slugTouched, setSlugTouched] = useState(article !== null);
  const form = useForm<HelpArticleBody>({
    resolver: zodFormResolver(helpArticleBody),
    defaultValues: article
      ? {
          title: article.title,
          slug: article.slug,
          category: article.category,
          markdown: article.markdown,
          status: article.status,
        }
      : { title: '', slug: '', category: 'getting-started', markdown: '', status: 'draft' },
  });
  const { errors } = form.formState;
  const title = form.register('title');
  // The editor opens above the list, often out of sight of the Edit button pressed (a phone): bring it into view.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    frame.current?.scrollIntoView?.({ block: 'start' });
    document.getElementById('help-article-title')?.focus({ preventScroll: true });
  }, []);
  const slug = form.register('slug');

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await save.mutateAsync({ id: article?.id ?? null, body });
      toast({
        title: answer.message,
        description:
          answer.article.status === 'published'
            ? t('liveAt', { path: helpArticlePath(answer.article.slug) })
            : t('savedAsDraft'),
      });
      onDone();
    } catch (error) {
      toast({
        title: t('saveFailed'),
        description: errorMessage(error, t('notSaved')),
        variant: 'destructive',
      });
    }
  });

  return (
    <div ref={frame} className="scroll-mt-24">
      <Card>
        <CardHeader>
          <CardTitle>{article ? t('editTitle', { title: article.title }) : t('newArticle')}</CardTitle>
          <CardDescription>{t('markdownHelp')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="help-article-title"
                label={t('title')}
                error={tError(errors.title?.message)}
                {...title}
                onChange={(e) => {
                  void title.onChange(e);
                  if (!slugTouched) form.setValue('slug', slugFromTitle(e.target.value));
                }}
              />
              <TextField
                id="help-article-slug"
                label={t('address')}
                hint={helpArticlePath(form.watch('slug') || '…')}
                error={tError(errors.slug?.message)}
                {...slug}
                onChange={(e) => {
                  setSlugTouched(true);
                  void slug.onChange(e);
                }}
              />
              <div className="grid gap-2">
                <Label htmlFor="help-article-category">{t('category')}</Label>
                <NativeSelect id="help-article-category" {...form.register('category')}>
                  {HELP_CATEGORY_IDS.map((id) => (
                    <option key={id} value={id}>
                      {adminHelpCategoryText(t, id)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="help-article-status">{t('status')}</Label>
                <NativeSelect id="help-article-status" {...form.register('status')}>
                  {HELP_ARTICLE_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(STATUS_LABELS[status])}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
            {preview ? (
              <div className="rounded-lg border p-4">
                <Markdown source={form.watch('markdown')} />
              </div>
            ) : (
              <TextareaField
                id="help-article-markdown"
                label={t('article')}
                rows={16}
                variant={null}
                className="font-mono text-sm"
                error={tError(errors.markdown?.message)}
                {...form.register('markdown')}
              />
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="ghost" onClick={onDone}>
                <X aria-hidden="true" />
                {t('close')}
              </Button>
              <Button type="button" variant="outline" onClick={() => setPreview((p) => !p)}>
                <Eye aria-hidden="true" />
                {preview ? t('edit') : t('preview')}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                <Save aria-hidden="true" />
                {save.isPending ? t('saving') : t('saveArticle')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
