import { useParams } from 'wouter';
import { PluginDetailPage } from '../../features/library';

/** /plugin/{slug}. */
export function PluginDetailRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  return <PluginDetailPage slug={slug} />;
}
