import { useParams } from 'wouter';
import { PluginDonatePage } from '../../features/donations';

/** /plugin/{slug}/donate (001 §2). */
export function PluginDonateRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  return <PluginDonatePage slug={slug} />;
}
