import { ExternalLink, MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useClientConfig } from '../../../lib/client-config';
import { useMessages } from '../../../lib/i18n/messages';
import { dashboardMessages } from '../i18n';

/** 000 §2 community card: the chat group, in a new tab. Hidden until the operator sets COMMUNITY_CHAT_URL. */
export function CommunityCard() {
  const { communityChatUrl } = useClientConfig();
  const t = useMessages(dashboardMessages);
  if (!communityChatUrl) return null;
  return (
    <div className="rounded-xl border text-card-foreground shadow-sm border-sky-200 bg-sky-50/60">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageCircle className="size-5 text-sky-600" aria-hidden="true" />
          {t('communityTitle')}
        </CardTitle>
        <p className="text-sm text-slate-700">{t('communityLead')}</p>
      </CardHeader>
      <CardContent>
        <Button variant={null} className="bg-sky-700 text-primary-foreground shadow-sm hover:bg-sky-800" asChild>
          <a href={communityChatUrl} target="_blank" rel="noopener noreferrer">
            {t('communityJoin')}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
        </Button>
      </CardContent>
    </div>
  );
}
