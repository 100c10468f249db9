import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { SEND_TO_SITE_HOW } from '../../../../contract/site-manage-constants.js';
import english from '../../../../contract/i18n/catalogue/en/site-manage.json';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/i18n/catalogues';
import { setCurrentLocale } from '../../../lib/i18n/locale';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { SendToSite } from './send-to-site';

// The server answers where to give the file in WordPress as an English sentence; the screen says it by the kind sent.
const SERVER_SENTENCE = SEND_TO_SITE_HOW.plugin;

function setup() {
  mockApi({
    ...backgroundHandlers,
    'GET /api/plugins': { body: [{ id: 3, name: 'Contact Form' }] },
    'POST /api/hosting-accounts/4/wordpress/send': {
      body: { downloadUrl: 'https://hostfree.test/dl/abc', expiresInMinutes: 15, message: SERVER_SENTENCE },
    },
  });
  renderWithProviders(
    <Suspense fallback={null}>
      <SendToSite accountId={4} />
    </Suspense>,
    { user: makeUser() },
  );
}

describe('send a library plugin to the site', () => {
  beforeAll(() => loadCatalogue('es', 'layout'));
  afterEach(() => setCurrentLocale('en'));

  it('has the server’s sentences word for word in English', () => {
    expect(english.sendHowPlugin).toBe(SEND_TO_SITE_HOW.plugin);
    expect(english.sendHowTheme).toBe(SEND_TO_SITE_HOW.theme);
  });

  it('says where to give the file in English, word for word as the server writes it', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /Send to my site/ }));
    expect(await screen.findByText(SERVER_SENTENCE)).toBeInTheDocument();
  });

  it("says it in the reader's language, not the server's English", async () => {
    setCurrentLocale('es');
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /Enviar a mi sitio/ }));
    expect(
      await screen.findByText(
        'En el administrador de WordPress, abre Plugins → Añadir nuevo plugin → Subir plugin y entrégale este archivo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(SERVER_SENTENCE)).not.toBeInTheDocument();
  });
});
