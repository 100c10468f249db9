import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SitePage, SitePageSlug, SupportContact, SupportContactBody } from '../../../../contract/site-pages.js';
import { apiJson } from '../../../lib/api-client';
import { CLIENT_CONFIG_KEY, resetClientConfigCache } from '../../../lib/client-config';

const ADMIN_SITE_PAGES_KEY = ['/api/admin/site-pages'] as const;
const SUPPORT_CONTACT_KEY = ['/api/admin/support-contact'] as const;

export const adminSitePagesQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_SITE_PAGES_KEY,
    queryFn: () => apiJson<SitePage[]>('GET', '/api/admin/site-pages'),
    staleTime: 0,
  });
export const useAdminSitePages = () => useQuery(adminSitePagesQueryOptions());

/** PUT /api/admin/site-pages/{slug}; the public page's cache (['/api/site-pages', slug]) is dropped too. */
export function useSaveSitePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, markdown }: { slug: SitePageSlug; markdown: string }) =>
      apiJson<{ message: string; page: SitePage }>('PUT', `/api/admin/site-pages/${slug}`, { markdown }),
    onSuccess: async (_answer, { slug }) => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_SITE_PAGES_KEY });
      await queryClient.invalidateQueries({ queryKey: ['/api/site-pages', slug] });
    },
  });
}

export const useSupportContact = () =>
  useQuery(
    queryOptions({
      queryKey: SUPPORT_CONTACT_KEY,
      queryFn: () => apiJson<SupportContact>('GET', '/api/admin/support-contact'),
      staleTime: 0,
    }),
  );

/** PUT /api/admin/support-contact; the client configuration that carries it to every screen is read again. */
export function useSaveSupportContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportContactBody) =>
      apiJson<{ message: string; contact: SupportContact }>('PUT', '/api/admin/support-contact', body),
    onSuccess: async ({ contact }) => {
      queryClient.setQueryData(SUPPORT_CONTACT_KEY, contact);
      resetClientConfigCache();
      await queryClient.invalidateQueries({ queryKey: CLIENT_CONFIG_KEY });
    },
  });
}
