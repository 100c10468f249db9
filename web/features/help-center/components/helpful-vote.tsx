import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useVoteOnArticle } from '../api/vote';
import { useMessages } from '../../../lib/i18n/messages';
import { helpCenterMessages } from '../i18n';

/** "Was this helpful?" under an article: one vote per visitor, a second click changes it. */
export function HelpfulVote({ slug }: { slug: string }) {
  const t = useMessages(helpCenterMessages);
  const vote = useVoteOnArticle(slug);
  const chosen = vote.isSuccess ? vote.data.helpful : null;
  return (
    <div className="grid gap-2 rounded-lg border p-4" role="group" aria-labelledby="helpful-question">
      <p id="helpful-question" className="font-medium">
        {t('wasHelpful')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant={chosen === true ? 'default' : 'outline'}
          size="sm"
          aria-pressed={chosen === true}
          disabled={vote.isPending}
          onClick={() => vote.mutate(true)}
        >
          <ThumbsUp aria-hidden="true" />
          {t('yes')}
        </Button>
        <Button
          type="button"
          variant={chosen === false ? 'default' : 'outline'}
          size="sm"
          aria-pressed={chosen === false}
          disabled={vote.isPending}
          onClick={() => vote.mutate(false)}
        >
          <ThumbsDown aria-hidden="true" />
          {t('no')}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {vote.isSuccess && vote.data.message}
          {vote.isError && errorMessage(vote.error, t('voteFailed'))}
        </p>
      </div>
    </div>
  );
}
