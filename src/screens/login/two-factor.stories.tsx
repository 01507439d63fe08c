import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls, navigations } from '../../../.storybook/preview';
import { authApi, oidcApi } from '../../contract';
import { twoFactorApi } from '../../contract/endpoints/two-factor';
import { LoginScreen } from './login-screen';
import { NO_PROVIDER } from './sso-fixtures';

const RECOVERY_CODES = ['4k7rm-q2x9d', 'h8c3v-pz6ne', 'w2tfb-9m4ka', 'r7jyq-3d8xc', 'e5nh2-kq7vb'];
/** A tiny stand-in: the real QR code is the server's SVG. */
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="1" height="1"/></svg>';

const meta = {
  title: 'Auth/Login/Two-factor',
  component: LoginScreen,
  parameters: {
    element: 'rl-login',
    api: {
      [on(oidcApi.config)]: ok(NO_PROVIDER),
      [on(authApi.login)]: ok(
        { twoFactor: 'required', ticket: 'ticket-1' },
        'Enter the code from your authenticator app',
      ),
      [on(twoFactorApi.loginCode)]: ok(
        { accessToken: 'token-1', user: users.admin },
        'Logged in successfully',
      ),
    },
  },
  args: { emit: fn() },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const passwordStep = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByLabelText('Email'), 'adam@rental-leads.test');
  await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass');
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
};

/** The password, then a code the server refuses with `message`, shown as the form's alert. */
const wrongCodeRefused = async (canvas: ReturnType<typeof within>, message: string) => {
  await passwordStep(canvas);
  await userEvent.type(await canvas.findByLabelText('Authentication code'), '000000');
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
};

/** After the password: the code prompt, nothing signed in yet. */
export const CodePrompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passwordStep(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Two-factor' })).toBeVisible();
    await expect(canvas.getByLabelText('Authentication code')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    await expect(canvas.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByText('Authentication code is required')).toBeVisible();
    await expect(navigations).toEqual([]);
  },
};

export const CodeAccepted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await passwordStep(canvas);
    await userEvent.type(await canvas.findByLabelText('Authentication code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(navigations).toContain('/admin/create-teamLeader'));
    await expect(args.emit).toHaveBeenCalledWith('signed-in', { user: users.admin });
    await expect(apiCalls.at(-1)?.body).toEqual({ ticket: 'ticket-1', code: '123456' });
  },
};

export const WrongCode: Story = {
  parameters: { api: { [on(twoFactorApi.loginCode)]: fail(401, 'Invalid authentication code') } },
  play: async ({ canvasElement }) => wrongCodeRefused(within(canvasElement), 'Invalid authentication code'),
};

export const TooManyCodes: Story = {
  parameters: {
    api: {
      [on(twoFactorApi.loginCode)]: fail(429, 'Too many attempts, please try again in 42 seconds', {
        retryAfter: 42,
      }),
    },
  },
  play: async ({ canvasElement }) =>
    wrongCodeRefused(within(canvasElement), 'Too many attempts, please try again in 42 seconds'),
};

/** A ticket's fifth wrong code ends it (docs/rules/auth.md#two-factor): the sign-in starts again. */
export const TicketEnded: Story = {
  parameters: {
    api: { [on(twoFactorApi.loginCode)]: fail(401, 'Too many wrong codes, please sign in again') },
  },
  play: async ({ canvasElement }) =>
    wrongCodeRefused(within(canvasElement), 'Too many wrong codes, please sign in again'),
};

/** A day's wrong codes locked the account's two-factor sign-in (docs/rules/auth.md#two-factor). */
export const Locked: Story = {
  parameters: {
    api: {
      [on(twoFactorApi.loginCode)]: fail(
        403,
        'Two-factor sign-in is locked after too many wrong codes: ask the super-admin to reset your two-factor',
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passwordStep(canvas);
    await userEvent.type(await canvas.findByLabelText('Authentication code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Two-factor sign-in is locked after too many wrong codes',
    );
  },
};

/** "Use a recovery code": the field changes and the recovery code is what is sent. */
export const RecoveryCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passwordStep(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(canvas.getByLabelText('Recovery code'), '4k7rm-q2x9d');
    await expect(canvas.getByRole('button', { name: 'Use an authentication code' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(navigations).toContain('/admin/create-teamLeader'));
    await expect(apiCalls.at(-1)?.body).toEqual({ ticket: 'ticket-1', recoveryCode: '4k7rm-q2x9d' });
  },
};

/** Required by the settings and not set up: the QR code and secret, a first code, then the recovery codes once. */
export const EnrolAtSignIn: Story = {
  parameters: {
    api: {
      [on(authApi.login)]: ok({ twoFactor: 'enrol', ticket: 'ticket-2' }, 'Set up two-factor to sign in'),
      [on(twoFactorApi.loginEnrol)]: ok({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Rental%20Leads:adam?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        qrSvg: QR_SVG,
      }),
      [on(twoFactorApi.loginCode)]: ok(
        { accessToken: 'token-1', user: users.admin, recoveryCodes: RECOVERY_CODES },
        'Logged in successfully',
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await passwordStep(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Set up two-factor' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'QR code of your two-factor secret' })).toBeVisible();
    await expect(canvas.getByLabelText('Secret')).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await expect(canvas.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Authentication code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const codes = await canvas.findByRole('region', { name: 'Recovery codes' });
    for (const code of RECOVERY_CODES) await expect(codes).toHaveTextContent(code);
    await expect(within(codes).getByRole('button', { name: 'Download' })).toBeVisible();
    // Signed in only once the codes were seen.
    await expect(navigations).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigations).toContain('/admin/create-teamLeader'));
    await expect(args.emit).toHaveBeenCalledWith('signed-in', { user: users.admin });
  },
};
