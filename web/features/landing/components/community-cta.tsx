import { ExternalLink, MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useClientConfig } from '../../../lib/client-config';

import { useMessages } from '../../../lib/i18n/messages';
import { landingMessages } from '../i18n';

/** 000 §2: the community call to action; the chat group opens in a new tab. Hidden until the operator sets COMMUNITY_CHAT_URL. */
export function CommunityCta() {
  const { communityChatUrl } = useClientConfig();
  const t = useMessages(landingMessages);
  if (!communityChatUrl) return null;
  return (
    <section
      aria-labelledby="community-title"
      data-section="community"
      className="flex flex-col items-start gap-5 rounded-2xl border border-sky-200 bg-sky-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sky-500 text-white">
          <MessageCircle className="size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h2 id="community-title" className="text-xl font-bold text-slate-900">
            {t('communityTitle')}
          </h2>
          <p className="text-slate-700">{t('communityText')}</p>
        </div>
      </div>
      <Button
        size="lg"
        variant={null}
        className="bg-sky-700 text-primary-foreground shadow-sm hover:bg-sky-800"
        asChild
      >
        <a href={communityChatUrl} target="_blank" rel="noopener noreferrer">
          {t('communityAction')}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">{t('opensInNewTab')}</span>
        </a>
      </Button>
    </section>
  );
}
