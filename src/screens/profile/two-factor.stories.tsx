import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { twoFactorApi } from '../../contract/endpoints/two-factor';
import { TwoFactorSection } from './two-factor-section';

const RECOVERY_CODES = ['4k7rm-q2x9d', 'h8c3v-pz6ne', 'w2tfb-9m4ka', 'r7jyq-3d8xc', 'e5nh2-kq7vb'];
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="1" height="1"/></svg>';
const OFF = { enabled: false, required: false, recoveryCodesLeft: 0 };
const ON = { enabled: true, required: false, recoveryCodesLeft: 7 };

/** The body the last POST sent (a status reload follows each change). */
const lastSent = () => apiCalls.filter((request) => request.method === 'POST').at(-1)?.body;

const meta = {
  title: 'People/Profile/Two-factor',
  component: TwoFactorSection,
  parameters: {
    element: 'rl-profile',
    user: users.admin,
    api: {
      [on(twoFactorApi.status)]: ok(OFF),
      [on(twoFactorApi.enrol)]: ok({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrSvg: QR_SVG,
      }),
      [on(twoFactorApi.confirm)]: ok({ recoveryCodes: RECOVERY_CODES }, 'Two-factor is on'),
      [on(twoFactorApi.regenerate)]: ok({ recoveryCodes: RECOVERY_CODES }, 'New recovery codes made'),
      [on(twoFactorApi.disable)]: ok(null, 'Two-factor is off'),
    },
  },
} satisfies Meta<typeof TwoFactorSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Two-factor is off.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up two-factor' })).toBeVisible();
  },
};

export const RequiredForRole: Story = {
  parameters: { api: { [on(twoFactorApi.status)]: ok({ ...OFF, required: true }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /Your role must use it: you will be asked to set it up when you sign in/,
      ),
    ).toBeVisible();
  },
};

/** Set up: QR code and secret, turned on with the password and a code, then the recovery codes once. */
export const Enrol: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up two-factor' }));
    await expect(await canvas.findByRole('img', { name: 'QR code of your two-factor secret' })).toBeVisible();
    await expect(canvas.getByLabelText('Secret')).toHaveValue('JBSW Y3DP EHPK 3PXP');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByText('Authentication code is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass');
    await userEvent.type(canvas.getByLabelText('Authentication code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    const codes = await canvas.findByRole('region', { name: 'Recovery codes' });
    for (const code of RECOVERY_CODES) await expect(codes).toHaveTextContent(code);
    await expect(lastSent()).toEqual({ password: 'secret-pass', code: '123456' });
  },
};

/** Fills the set-up's form and sends it. */
async function turnOn(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Set up two-factor' }));
  await userEvent.type(await canvas.findByLabelText('Password'), 'secret-pass');
  await userEvent.type(canvas.getByLabelText('Authentication code'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
}

export const EnrolWrongCode: Story = {
  parameters: {
    api: {
      [on(twoFactorApi.confirm)]: fail(400, 'Invalid authentication code', {
        errors: [{ path: 'code', message: 'Invalid authentication code' }],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await turnOn(canvasElement, '000000');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Invalid authentication code',
    );
  },
};

/** A token without its password turns nothing on (docs/rules/auth.md#two-factor). */
export const EnrolWrongPassword: Story = {
  parameters: {
    api: {
      [on(twoFactorApi.confirm)]: fail(400, 'Wrong password', {
        errors: [{ path: 'password', message: 'Wrong password' }],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await turnOn(canvasElement, '123456');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong password');
    await expect(canvas.queryByRole('region', { name: 'Recovery codes' })).toBeNull();
  },
};

export const On: Story = {
  parameters: { api: { [on(twoFactorApi.status)]: ok(ON) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Recovery codes left: 7/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn off two-factor' })).toBeVisible();
  },
};

/** New recovery codes for a current code, shown once. */
export const RecoveryCodesShown: Story = {
  parameters: { api: { [on(twoFactorApi.status)]: ok(ON) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New recovery codes' }));
    await userEvent.type(canvas.getByLabelText('Authentication code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Make new recovery codes' }));
    const codes = await canvas.findByRole('region', { name: 'Recovery codes' });
    await expect(codes).toHaveTextContent(RECOVERY_CODES[0]!);
    await expect(within(codes).getByRole('button', { name: 'Copy Recovery codes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.queryByRole('region', { name: 'Recovery codes' })).toBeNull();
  },
};

export const TurnOff: Story = {
  parameters: { api: { [on(twoFactorApi.status)]: ok(ON) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off two-factor' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass');
    await userEvent.type(canvas.getByLabelText('Authentication code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expectToast('Two-factor is off');
    await expect(lastSent()).toEqual({ password: 'secret-pass', code: '123456' });
  },
};

/** Required of the role: it cannot be turned off. */
export const OnAndRequired: Story = {
  parameters: { api: { [on(twoFactorApi.status)]: ok({ ...ON, required: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'New recovery codes' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Turn off two-factor' })).toBeNull();
  },
};
