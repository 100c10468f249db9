import { useParams } from 'wouter';
import { HelpArticleScreen, HelpCenterScreen } from '../../features/help-center';

// /help and /help/{slug}: the help center's articles.
export const HelpCenterRoute = () => <HelpCenterScreen />;
export function HelpArticleRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  return <HelpArticleScreen slug={slug} />;
}
