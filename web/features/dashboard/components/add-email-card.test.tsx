import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { AddEmailCard } from './add-email-card';

const USER_ID = 104_233;

function card(
  twoFactorOn: boolean,
  save: MockHandler = (body) => ({ body: makeUser({ id: USER_ID, email: (body as { email: string }).email }) }),
) {
  const api = mockApi({
    ...backgroundHandlers,
    'GET /api/user/two-factor': { body: { enabled: twoFactorOn, recoveryCodesLeft: twoFactorOn ? 10 : 0 } },
    [`PATCH /api/user/${USER_ID}`]: save,
  });
  return {
    api,
    ...renderWithProviders(<AddEmailCard userId={USER_ID} />, { user: makeUser({ id: USER_ID, email: null }) }),
  };
}

describe('the add-email card (adding an e-mail with two-factor on needs a code)', () => {
  it('without two-factor: the e-mail alone is sent', async () => {
    const user = userEvent.setup();
    const { api } = card(false);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/api/user/${USER_ID}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/api/user/${USER_ID}`)[0]!.body).toEqual({ email: 'ada@example.test' });
    expect(screen.queryByLabelText('Two-factor code')).not.toBeInTheDocument();
  });

  it('with two-factor on: asks for the code before sending, then sends it with the e-mail', async () => {
    const user = userEvent.setup();
    const { api } = card(true);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    const code = await screen.findByLabelText('Two-factor code');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByText(ACCOUNT_SAFETY_MESSAGES.secondFactorRequired)).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/user/${USER_ID}`)).toHaveLength(0);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/api/user/${USER_ID}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/api/user/${USER_ID}`)[0]!.body).toEqual({
      email: 'ada@example.test',
      twoFactorCode: '123456',
    });
  });

  it('a wrong code is shown on the code field', async () => {
    const user = userEvent.setup();
    card(true, { status: 403, body: { message: ACCOUNT_SAFETY_MESSAGES.secondFactorInvalid } });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.type(await screen.findByLabelText('Two-factor code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByText(ACCOUNT_SAFETY_MESSAGES.secondFactorInvalid)).toBeInTheDocument();
  });
});
