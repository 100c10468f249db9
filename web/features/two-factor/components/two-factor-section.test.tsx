import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { groupSecret } from './enable-two-factor';
import { TwoFactorSection } from './two-factor-section';

const user = makeUser();
const off = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const on = { enabled: true, enabledAt: '2026-11-20T10:00:00.000Z', recoveryCodesLeft: 10, required: false };
const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/HostFree:ada?secret=JBSWY3DPEHPK3PXP',
  qrCodeDataUrl: 'data:image/png;base64,AAAA',
};
const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

afterEach(() => vi.restoreAllMocks());

async function reachScanStep(password = 'my-password') {
  await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
  if (password) await userEvent.type(screen.getByLabelText('Current Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('TwoFactorSection: turning it on', () => {
  it('asks for the current password before anything is sent', async () => {
    const api = mockApi({ 'GET /api/user/two-factor': { body: off } });
    renderWithProviders(<TwoFactorSection username="ada" />, { path: '/settings', user });
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await reachScanStep('');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/two-factor/setup')).toHaveLength(0);
  });

  it('sends the password with step 1 and shows no QR code or key when the server refuses it', async () => {
    const api = mockApi({
      'GET /api/user/two-factor': { body: off },
      'POST /api/user/two-factor/setup': { status: 400, body: { message: 'Current password is incorrect' } },
    });
    renderWithProviders(<TwoFactorSection username="ada" />, { path: '/settings', user });
    await reachScanStep('wrong-one');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/two-factor/setup')[0].body).toEqual({ currentPassword: 'wrong-one' });
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('two-factor-secret')).not.toBeInTheDocument();
  });

  it('shows the QR code and the key, checks the code, then shows ten recovery codes once with copy and download', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const createObjectURL = vi.fn(() => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let enabled = false;
    const api = mockApi({
      'GET /api/user/two-factor': () => ({ body: enabled ? on : off }),
      'POST /api/user/two-factor/setup': { body: setup },
      'POST /api/user/two-factor/confirm': () => {
        enabled = true;
        return { body: { message: ACCOUNT_SAFETY_MESSAGES.enabled, recoveryCodes: codes } };
      },
    });
    renderWithProviders(<TwoFactorSection username="ada" />, { path: '/settings', user });
    await reachScanStep();

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      setup.qrCodeDataUrl,
    );
    expect(screen.getByText(groupSecret(setup.secret))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(ACCOUNT_SAFETY_MESSAGES.codeRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(ACCOUNT_SAFETY_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/two-factor/confirm')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Authentication code'));
    await userEvent.type(screen.getByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(api.callsTo('POST', '/api/user/two-factor/confirm')[0].body).toEqual({
      code: '654321',
      currentPassword: 'my-password',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(writeText.mock.calls[0][0]).toContain(codes.join('\n'));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalled();
    expect(createObjectURL).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
  });

  it('returns to the password step on a wrong password, keeping the key already scanned', async () => {
    const api = mockApi({
      'GET /api/user/two-factor': { body: off },
      'POST /api/user/two-factor/setup': { body: setup },
      'POST /api/user/two-factor/confirm': { status: 400, body: { message: 'Current password is incorrect' } },
    });
    renderWithProviders(<TwoFactorSection username="ada" />, { path: '/settings', user });
    await reachScanStep();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Current Password'));
    await userEvent.type(screen.getByLabelText('Current Password'), 'right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(groupSecret(setup.secret))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/two-factor/setup')).toHaveLength(1);
  });

  it('tells an admin who must use it why', async () => {
    mockApi({ 'GET /api/user/two-factor': { body: { ...off, required: true } } });
    renderWithProviders(<TwoFactorSection username="ada" />, { path: '/settings', user });
    expect(await screen.findByText(ACCOUNT_SAFETY_MESSAGES.adminSetupRequired)).toBeInTheDocument();
  });
});

describe('TwoFactorSection: turning it off', () => {
  it('needs the password and a code, then sends both', async () => {
    let enabled = true;
    const api = mockApi({
      'GET /api/user/two-factor': () => ({ body: enabled ? { ...on, recoveryCodesLeft: 2 } : off }),
      'POST /api/user/two-factor/disable': () => {
        enabled = false;
        return { body: { message: ACCOUNT_SAFETY_MESSAGES.disabled } };
      },
    });
    renderWithProviders(<TwoFactorSection username="ada" />, { path: '/settings', user });
    expect(await screen.findByText('2 recovery codes left.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
    expect(within(dialog).getByText(ACCOUNT_SAFETY_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/two-factor/disable')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'pw');
    await userEvent.type(within(dialog).getByLabelText('Authentication or recovery code'), ' 111222 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/user/two-factor/disable')[0].body).toEqual({
      currentPassword: 'pw',
      code: '111222',
    });
    expect(await screen.findByText('Off')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message", async () => {
    mockApi({
      'GET /api/user/two-factor': { body: on },
      'POST /api/user/two-factor/disable': { status: 401, body: { message: ACCOUNT_SAFETY_MESSAGES.codeInvalid } },
    });
    renderWithProviders(<TwoFactorSection username="ada" />, { path: '/settings', user });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'pw');
    await userEvent.type(within(dialog).getByLabelText('Authentication or recovery code'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText(ACCOUNT_SAFETY_MESSAGES.codeInvalid)).toBeInTheDocument();
  });
});
