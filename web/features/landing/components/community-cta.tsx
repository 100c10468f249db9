import { ExternalLink, MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useClientConfig } from '../../../lib/client-config';

/** 000 §2: the community call to action; the chat group opens in a new tab. Hidden until the operator sets COMMUNITY_CHAT_URL. */
export function CommunityCta() {
  const { communityChatUrl } = useClientConfig();
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
            Join the HostFree community
          </h2>
          <p className="text-slate-700">
            Ask questions, share your site and get help from volunteers and other members in our chat group.
          </p>
        </div>
      </div>
      <Button
        size="lg"
        variant={null}
        className="bg-sky-600 text-primary-foreground shadow-sm hover:bg-sky-700"
        asChild
      >
        <a href={communityChatUrl} target="_blank" rel="noopener noreferrer">
          Join the chat group
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Button>
    </section>
  );
}
