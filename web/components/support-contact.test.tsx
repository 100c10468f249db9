import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetClientConfigCache } from '../lib/client-config';
import { mockApi } from '../test/fetch-mock';
import { backgroundHandlers, testClientConfig } from '../test/fixtures';
import { makeUser, renderWithProviders } from '../test/render';
import { SupportContactLink, WithSupportLink } from './support-contact';

// Wherever the interface says "contact support", the admin's contact is one click away.
describe('SupportContactLink', () => {
  const show = (supportContact: { email: string | null; url: string | null }) => {
    resetClientConfigCache();
    mockApi({ ...backgroundHandlers, 'GET /api/client-config': { body: { ...testClientConfig, supportContact } } });
    return renderWithProviders(
      <p>
        Please <SupportContactLink /> now.
      </p>,
      { user: null },
    );
  };

  it('links to the support page when there is one', async () => {
    show({ email: 'help@example.org', url: 'https://help.example.org' });
    // Until the client config has arrived the words lead to the desk; then to the admin's page.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', 'https://help.example.org'),
    );
  });

  it('else mails the support address', async () => {
    show({ email: 'help@example.org', url: null });
    expect(await screen.findByRole('link', { name: 'contact support (help@example.org)' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
  });

  it("else opens the desk's form", async () => {
    const { container } = show({ email: null, url: null });
    expect(await screen.findByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support/new');
    expect(await screen.findByRole('link', { name: 'help center' })).toHaveAttribute('href', '/help');
    expect(container).toHaveTextContent('Please contact support (help center) now.');
  });

  it('takes a signed-in person to the desk, whatever contact the admin set', async () => {
    resetClientConfigCache();
    mockApi({
      ...backgroundHandlers,
      'GET /api/client-config': {
        body: { ...testClientConfig, supportContact: { email: 'help@example.org', url: 'https://help.example.org' } },
      },
    });
    renderWithProviders(
      <p>
        Please <SupportContactLink /> now.
      </p>,
      { user: makeUser() },
    );
    expect(await screen.findByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support/new');
  });

  it('keeps a sentence of the contract whole, the help center after it', async () => {
    resetClientConfigCache();
    mockApi({ ...backgroundHandlers });
    const sentence = 'Stripe is not configured. Please contact support for assistance.';
    const { container } = renderWithProviders(
      <p>
        <WithSupportLink text={sentence} />
      </p>,
      { user: null },
    );
    expect(await screen.findByRole('link', { name: 'Help center' })).toHaveAttribute('href', '/help');
    expect(container).toHaveTextContent(`${sentence} Help center`);
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support/new');
  });
});
