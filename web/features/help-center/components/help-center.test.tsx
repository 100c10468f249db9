import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { HelpArticle } from '../../../../contract/help-center.js';
import { Input } from '../../../components/ui/input';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ArticleSuggestions } from './article-suggestions';
import { HelpArticleScreen } from './help-article-screen';

const hostile: HelpArticle = {
  slug: 'hostile',
  title: 'Hostile',
  category: 'account',
  excerpt: '',
  updatedAt: '2026-11-29T00:00:00.000Z',
  markdown: [
    '# <img src=x onerror="window.pwned=1">',
    '<script>window.pwned = 2</script>',
    '<a href="javascript:window.pwned=3">html link</a> <iframe src="https://evil.example"></iframe>',
    '<svg onload="window.pwned=4"></svg> <div style="position:fixed" onclick="window.pwned=5">x</div>',
    '[one](javascript:window.pwned=6) [two](JAVASCRIPT:alert(1)) [three](java&#x73;cript:alert(1))',
    '[four](vbscript:msgbox) [five](data:text/html;base64,PHNjcmlwdD4=) [six](//evil.example) [seven](/\\evil.example)',
    '**[eight](javascript:alert(1))** ![nine](javascript:alert(1)) [ten](/help/fine) [eleven](https://ok.example)',
  ].join('\n\n'),
};

// An article is an admin's Markdown shown to every visitor: whatever it holds, nothing runs and no link leads to a
// script or, unmarked, to another site.
describe('a help article with hostile Markdown', () => {
  it('draws text, never markup; links only to the web, mail and this site', async () => {
    mockApi({ ...backgroundHandlers, 'GET /api/help/articles/hostile': { body: hostile } });
    const { container } = renderWithProviders(<HelpArticleScreen slug="hostile" />, { user: null });
    expect(await screen.findByRole('heading', { name: 'Hostile', level: 1 })).toBeInTheDocument();
    const article = container.querySelector('article')!;
    // The page's own icons are the only drawings (lucide's, hidden from readers).
    expect(
      article.querySelectorAll('script, img, iframe, svg:not([aria-hidden="true"]), object, embed, style, [style]'),
    ).toHaveLength(0);
    for (const element of article.querySelectorAll('*'))
      expect([...element.attributes].map((a) => a.name).filter((name) => name.startsWith('on'))).toEqual([]);
    const hrefs = [...article.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    // The page's own links (back to the help center, "Still stuck? Contact support") and the two safe ones.
    expect(hrefs).toEqual(['/help', '/help/fine', 'https://ok.example/', '/support/new']);
    expect(article.textContent).toContain('<script>window.pwned = 2</script>');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('a draft or a missing article reads as not there', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/help/articles/draft': { status: 404, body: { message: 'Article not found' } },
    });
    renderWithProviders(<HelpArticleScreen slug="draft" />, { user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This article does not exist or is no longer published.',
    );
  });

  it('asks "Was this helpful?" and sends the vote with the visitor id kept in this browser', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/help/articles/hostile': { body: { ...hostile, markdown: 'Fine.' } },
      'POST /api/help/articles/hostile/vote': (body) => ({
        body: { message: 'Thanks for telling us', helpful: (body as { helpful: boolean }).helpful },
      }),
    });
    renderWithProviders(<HelpArticleScreen slug="hostile" />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for telling us');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true'));
    const votes = api.callsTo('POST', '/api/help/articles/hostile/vote').map((c) => c.body as Record<string, unknown>);
    expect(votes.map((v) => v.helpful)).toEqual([true, false]);
    expect(votes[0].visitorId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(votes[1].visitorId).toBe(votes[0].visitorId);
  });
});

function SubjectField() {
  const [subject, setSubject] = useState('');
  return (
    <>
      <Input aria-label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
      <ArticleSuggestions subject={subject} helpToken="form-token-1234" />
    </>
  );
}

describe('suggestions under a ticket subject', () => {
  it('offers the best matches once typing settles, and records an opened one with the form token', async () => {
    const summary = (slug: string) => ({ slug, title: `Title ${slug}`, category: 'account', excerpt: 'Excerpt' });
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/help/suggestions': (_body, _init, url) => ({
        body:
          new URL(url, 'http://x').searchParams.get('subject') === 'site suspended'
            ? [summary('a'), summary('b'), summary('c')]
            : [],
      }),
      'POST /api/help/articles/b/opened': { status: 204 },
    });
    renderWithProviders(<SubjectField />, { user: null });
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'site suspended');
    const links = await screen.findAllByRole('link', { name: /^Title / });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/help/a', '/help/b', '/help/c']);
    expect(links[0]).toHaveAttribute('target', '_blank');
    // Debounced: one question for the settled subject, none per key.
    expect(api.calls.filter((c) => c.url.startsWith('/api/help/suggestions')).length).toBeLessThanOrEqual(2);
    links[1].addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(links[1]);
    await waitFor(() => expect(api.callsTo('POST', '/api/help/articles/b/opened')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/help/articles/b/opened')[0].body).toEqual({ helpToken: 'form-token-1234' });
  });
});
