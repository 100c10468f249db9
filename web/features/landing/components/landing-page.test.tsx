import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { LandingPage } from './landing-page';

const slots = {
  freeSearch: <p>the domain search card</p>,
  pluginRegistration: <p>the plugin registration form</p>,
  pluginDirectory: (
    <section>
      <h2>Plugin Directory</h2>
    </section>
  ),
  donate: (
    <section id="donate" data-section="donate">
      <h2>Donate</h2>
    </section>
  ),
};

describe('LandingPage', () => {
  it('has the sections of 000 §2 in order', async () => {
    mockApi(backgroundHandlers);
    const { container } = renderWithProviders(<LandingPage {...slots} />, { user: null });
    // The community section waits for the operator's chat address from /api/client-config.
    await screen.findByRole('link', { name: /Join the chat group/ });
    const order = [...container.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));
    expect(order).toEqual([
      'banner',
      'service-chooser',
      'stats',
      'community',
      'features',
      'plugin-directory',
      'pricing',
      'donate',
      'testimonials',
      'final-cta',
    ]);
    expect(container.querySelector('#donate')).toHaveAttribute('data-section', 'donate');
  });

  it('leaves the community invitation out when no chat group is configured', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/client-config': {
        body: { hostedDomain: 'hostfree.test', ipLookupUrl: null, communityChatUrl: null, stripePublicKey: null },
      },
    });
    const { container } = renderWithProviders(<LandingPage {...slots} />, { user: null });
    await waitFor(() => expect(api.callsTo('GET', '/api/client-config')).toHaveLength(1));
    expect(container.querySelector('[data-section="community"]')).toBeNull();
  });

  it('leaves out the plugin directory, the plugins card and the donate section until their features give them', () => {
    mockApi(backgroundHandlers);
    const { container } = renderWithProviders(<LandingPage freeSearch={slots.freeSearch} />, { user: null });
    expect(container.querySelector('[data-section="plugin-directory"]')).toBeNull();
    expect(container.querySelector('#donate')).toBeNull();
    expect(screen.queryByRole('button', { name: /Plugin Library Access/ })).not.toBeInTheDocument();
  });

  it('shows the fixed figures and still makes the stats call', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/stats': { body: { totalUsers: 3, totalPlugins: 1, totalWebsites: 2, totalDonations: 0 } },
    });
    renderWithProviders(<LandingPage {...slots} />, { user: null });
    for (const figure of ['1955', '134', '2988', '$2,141']) expect(screen.getByText(figure)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/stats')).toHaveLength(1));
    expect(screen.queryByText('3')).not.toBeInTheDocument();
  });

  it('offers the premium card only with its search, and opens it with a way back', async () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<LandingPage {...slots} premiumSearch={<p>the premium domain search</p>} />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: /Premium Hosting Account/ }));
    expect(screen.getByText('the premium domain search')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse other services' }));
    expect(screen.queryByText('the premium domain search')).not.toBeInTheDocument();
  });

  it("offers free hosting (the default) and plugin access; free opens 'Search Your Free Domain' and comes back", async () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<LandingPage {...slots} />, { user: null });
    expect(screen.queryByText(/premium hosting/i)).not.toBeInTheDocument();
    expect(screen.getByText('Most popular').closest('button')).toHaveTextContent('Free Hosting Account');

    await userEvent.click(screen.getByRole('button', { name: /Free Hosting Account/ }));
    expect(screen.getByRole('heading', { name: 'Search Your Free Domain' })).toBeInTheDocument();
    expect(screen.getByText('the domain search card')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse other services' }));
    expect(screen.queryByText('the domain search card')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Plugin Library Access/ }));
    expect(screen.getByText('the plugin registration form')).toBeInTheDocument();
  });

  it('opens the search from the banner and starts there when asked to', async () => {
    mockApi(backgroundHandlers);
    const first = renderWithProviders(<LandingPage {...slots} />, { user: null });
    await userEvent.click(screen.getAllByRole('button', { name: /Search your free domain/ })[0]);
    expect(screen.getByText('the domain search card')).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<LandingPage {...slots} initialView="free" />, { user: null });
    expect(screen.getByText('the domain search card')).toBeInTheDocument();
  });

  it('opens the community chat group in a new tab', async () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<LandingPage {...slots} />, { user: null });
    const link = await screen.findByRole('link', { name: /Join the chat group/ });
    expect(link).toHaveAttribute('href', 'https://chat.example.test/hostfree');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
