import { ORGANISATION_NAME } from '../../../../contract/constants.js';
import { STRUCTURED_DATA_PLUGINS } from '../../../../contract/library-constants.js';
import type { LibraryPlugin } from '../types';

/** The schema.org ItemList of the first 10 plugins shown (001 §2), for search engines. */
export function buildPluginItemList(plugins: readonly LibraryPlugin[], origin: string) {
  const first = plugins.slice(0, STRUCTURED_DATA_PLUGINS);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${ORGANISATION_NAME} WordPress Plugin Library`,
    numberOfItems: first.length,
    itemListElement: first.map((plugin, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${origin}/plugin/${plugin.slug}`,
      item: {
        '@type': 'SoftwareApplication',
        name: plugin.name,
        ...(plugin.description ? { description: plugin.description } : {}),
        applicationCategory: 'WordPress plugin',
        operatingSystem: 'WordPress',
        ...(plugin.version ? { softwareVersion: plugin.version } : {}),
        ...(plugin.imageUrl ? { image: new URL(plugin.imageUrl, origin).toString() } : {}),
        ...(plugin.author ? { author: { '@type': 'Organization', name: plugin.author } } : {}),
        url: `${origin}/plugin/${plugin.slug}`,
      },
    })),
  };
}

export function PluginStructuredData({ plugins }: { plugins: readonly LibraryPlugin[] }) {
  if (plugins.length === 0) return null;
  // '<' is escaped so a plugin name can never close the script element.
  const json = JSON.stringify(buildPluginItemList(plugins, window.location.origin)).replace(/</g, '\\u003c');
  return (
    <script
      type="application/ld+json"
      data-testid="plugin-structured-data"
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
