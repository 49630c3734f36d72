import type { SiteStore } from '@site/api-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authActions } from '../session/auth-slice';
import { withAuthShell } from '../test/story-harness';
import { LoginForm } from './login-form';

/**
 * The login form in each state. Switch the merchant toolbar to "All merchants" to see every skin;
 * the platform behind the form is the in-browser sandbox (player01 / Sandbox123).
 */
const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { variant: 'page', next: null },
  parameters: {
    flags: { MOBILEVERCODELOGIN3: true, FREEPLAY3: true, USERNAMEREG3: true, GEETEST3: false },
  },
  decorators: [withAuthShell],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

// Anchored: a skin with social sign-in also shows "Google 登录" and the like.
const LOG_IN = /^(登录|Log in|ログイン|เข้าสู่ระบบ|Đăng nhập|登入)$/;

/**
 * The form-level alert (a direct child of the form): a skin with social sign-in has a second
 * alert, the providers' own, inside their group.
 */
const formAlert = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('form > [role="alert"]');

/**
 * Submitting the empty form: the rule failure belongs to the username field (marked invalid, its
 * message linked with aria-describedby); the form-level alert stays empty for field errors.
 */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: LOG_IN }));
    const [username] = await canvas.findAllByRole('textbox');
    await waitFor(() => expect(username).toBeInvalid());
    await expect(username).toHaveAccessibleDescription(/\S/);
    for (const alert of canvas.getAllByRole('alert')) await expect(alert).toBeEmptyDOMElement();
    await expect(formAlert(canvasElement)).toBeEmptyDOMElement();
  },
};

/** A wrong password: the platform's refusal shows in the form-level alert. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [username] = await canvas.findAllByRole('textbox');
    if (username) await userEvent.type(username, 'player01');
    const password = canvasElement.querySelector<HTMLInputElement>('input[type="password"]');
    if (password) await userEvent.type(password, 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: LOG_IN }));
    await waitFor(() => expect(formAlert(canvasElement)).not.toBeEmptyDOMElement(), {
      timeout: 5000,
    });
  },
};

export const Captcha: Story = {
  parameters: {
    authShell: { prepare: (store: SiteStore) => store.dispatch(authActions.captchaRequired({})) },
  },
};

export const Slider: Story = {
  parameters: { flags: { GEETEST3: true }, authShell: { merchant: 'aurum' } },
};

export const SmsTab: Story = {
  args: { defaultTab: 'sms' },
};

export const SmsCountdown: Story = {
  args: { defaultTab: 'sms' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('input[name="code"]')).not.toBeNull());
    const mobile = canvasElement.querySelector<HTMLInputElement>('input[name="mobile"]');
    if (mobile) await userEvent.type(mobile, '13800001111');
    const getCode = canvasElement
      .querySelector<HTMLInputElement>('input[name="code"]')
      ?.parentElement?.querySelector('button');
    if (getCode) await userEvent.click(getCode);
    // The code is sent by the sandbox first; the countdown starts when it answers.
    await waitFor(() => expect(getCode).toBeDisabled(), { timeout: 5000 });
  },
};

export const SocialButtons: Story = {
  parameters: {
    flags: {
      GOOGLELOGIN3: true,
      FACEBOOKLOGIN3: true,
      TWITTERLOGIN3: true,
      LINELOGIN3: true,
      TELEGRAMLOGIN3: true,
    },
  },
  args: {
    socialSignIn: {
      signIn: async (channel) => ({ idToken: `story-${channel}`, username: 'story' }),
    },
  },
};

export const ForcedPasswordChange: Story = {
  parameters: {
    authShell: {
      prepare: (store: SiteStore) =>
        store.dispatch(authActions.passwordChangeRequired('default-password')),
    },
  },
};

export const ModalVariant: Story = {
  args: { variant: 'modal' },
};
