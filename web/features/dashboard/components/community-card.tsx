import { ExternalLink, MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useClientConfig } from '../../../lib/client-config';

/** 000 §2 community card: the chat group, in a new tab. Hidden until the operator sets COMMUNITY_CHAT_URL. */
export function CommunityCard() {
  const { communityChatUrl } = useClientConfig();
  if (!communityChatUrl) return null;
  return (
    <div className="rounded-xl border text-card-foreground shadow-sm border-sky-200 bg-sky-50/60">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageCircle className="size-5 text-sky-600" aria-hidden="true" />
          Join the community
        </CardTitle>
        <p className="text-sm text-slate-700">
          Questions about WordPress, cPanel or your site? Volunteers and other members help each other in our chat
          group.
        </p>
      </CardHeader>
      <CardContent>
        <Button variant={null} className="bg-sky-600 text-primary-foreground shadow-sm hover:bg-sky-700" asChild>
          <a href={communityChatUrl} target="_blank" rel="noopener noreferrer">
            Join the chat group
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      </CardContent>
    </div>
  );
}
