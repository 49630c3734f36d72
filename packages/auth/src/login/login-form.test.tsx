import { DEFAULT_PASSWORD, SEED_PASSWORD } from '@site/sandbox-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../test/render';
import { createAuthTestStore, seededMobile, setupSandbox } from '../test/sandbox';
import { LoginForm } from './login-form';
import { AUTH_DIALOGS } from '../constants';

const sandbox = setupSandbox();

async function renderLogin(
  options: { path?: string; flags?: Parameters<typeof renderAuth>[1]['flags'] } = {},
) {
  const { store, storage } = createAuthTestStore();
  const path = options.path ?? '/login';
  const next = new URL(path, 'http://localhost').searchParams.get('next');
  const view = await renderAuth(<LoginForm variant="page" next={next} />, {
    store,
    path,
    flags: { MOBILEVERCODELOGIN3: true, FREEPLAY3: true, USERNAMEREG3: true, ...options.flags },
  });
  return { ...view, store, storage };
}

async function typeCredentials(
  user: Awaited<ReturnType<typeof renderLogin>>['user'],
  username: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** Three wrong passwords for player02: the sandbox then asks for the captcha. */
async function failThreeTimes(user: Awaited<ReturnType<typeof renderLogin>>['user']) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await user.clear(await screen.findByLabelText('Username'));
    await user.clear(screen.getByLabelText('Password', { selector: 'input' }));
    await typeCredentials(user, 'player02', 'wrong-one');
    await screen.findByRole('button', { name: 'Log in' });
  }
}

describe('LoginForm against the sandbox', () => {
  it('in_incorrect_password: refuses empty credentials without calling the platform', async () => {
    const { user } = await renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Please enter a correct username and password'),
    ).toBeInTheDocument();
  });

  it('signs in and lands on the root', async () => {
    const { user, storage } = await renderLogin();
    await typeCredentials(user, 'player01', SEED_PASSWORD);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    expect(storage.token()).toBeTruthy();
  });

  it('honours a next page on this site and ignores one on another site', async () => {
    const own = await renderLogin({ path: '/login?next=%2Fpromotion%3Fid%3D3' });
    await typeCredentials(own.user, 'player01', SEED_PASSWORD);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/promotion?id=3');
    own.unmount();

    const other = await renderLogin({ path: '/login?next=https%3A%2F%2Fevil.example%2Fphish' });
    await typeCredentials(other.user, 'player01', SEED_PASSWORD);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
  });

  it('forces the default-password account through the change (no old password) to /index', async () => {
    const { user } = await renderLogin();
    await typeCredentials(user, 'default01', DEFAULT_PASSWORD);
    const panel = await screen.findByRole('form', { name: 'Change password' });
    expect(within(panel).queryByLabelText('Current password', { selector: 'input' })).toBeNull();
    await user.type(
      within(panel).getByLabelText('New password', { selector: 'input' }),
      'Better123',
    );
    await user.type(
      within(panel).getByLabelText('Confirm password', { selector: 'input' }),
      'Better124',
    );
    await user.click(within(panel).getByRole('button', { name: 'Submit' }));
    expect(await within(panel).findByText('The passwords do not match')).toBeInTheDocument();
    await user.clear(within(panel).getByLabelText('Confirm password', { selector: 'input' }));
    await user.type(
      within(panel).getByLabelText('Confirm password', { selector: 'input' }),
      'Better123',
    );
    await user.click(within(panel).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/index');
  });

  it('login_verify_required opens the second-factor dialog once; from /login it goes on to / ("After login the next page is the root")', async () => {
    const { user, dialogs } = await renderLogin();
    await typeCredentials(user, 'secure01', SEED_PASSWORD);
    await waitFor(() =>
      expect(dialogs.open).toHaveBeenCalledWith(AUTH_DIALOGS.secondFactor, { next: '/' }),
    );
    expect(dialogs.open).toHaveBeenCalledTimes(1);
  });

  it('second factor from /login?next= goes on to the next page; another site falls back to /', async () => {
    const own = await renderLogin({ path: '/login?next=%2Fcasino' });
    await typeCredentials(own.user, 'secure01', SEED_PASSWORD);
    await waitFor(() =>
      expect(own.dialogs.open).toHaveBeenCalledWith(AUTH_DIALOGS.secondFactor, {
        next: '/casino',
      }),
    );
    own.unmount();
    const other = await renderLogin({ path: '/login?next=https%3A%2F%2Fevil.example%2F' });
    await typeCredentials(other.user, 'secure01', SEED_PASSWORD);
    await waitFor(() =>
      expect(other.dialogs.open).toHaveBeenCalledWith(AUTH_DIALOGS.secondFactor, { next: '/' }),
    );
  });

  it('second factor from the modal with no next page stays where the visitor is', async () => {
    const { store } = createAuthTestStore();
    const { user, dialogs } = await renderAuth(<LoginForm variant="modal" onClose={vi.fn()} />, {
      store,
      flags: { USERNAMEREG3: true },
    });
    await typeCredentials(user, 'secure01', SEED_PASSWORD);
    await waitFor(() =>
      expect(dialogs.open).toHaveBeenCalledWith(AUTH_DIALOGS.secondFactor, { next: null }),
    );
  });

  it('shows the image captcha after the sandbox asks for it', async () => {
    const { user } = await renderLogin();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await user.clear(await screen.findByLabelText('Username'));
      await user.clear(screen.getByLabelText('Password', { selector: 'input' }));
      await typeCredentials(user, 'player02', 'wrong-one');
      await screen.findByRole('button', { name: 'Log in' });
    }
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Captcha image/ })).toBeInTheDocument();
  });

  it('the captcha that appears with a refusal is fetched once; a refused captcha is replaced once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await renderLogin();
      await failThreeTimes(user);
      await screen.findByRole('button', { name: /Captcha image/ });
      // Past the refresh throttle (1 s): a trailing fetch would have happened by now.
      await vi.advanceTimersByTimeAsync(2_000);
      const captchaFetches = () => sandbox.calls.filter((call) => call === 'GET /wps/captcha');
      expect(captchaFetches()).toHaveLength(1);
      // Sent with the answer and refused: the server spent it, so exactly one new image.
      await user.type(screen.getByLabelText('Captcha'), '0000');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      // The platform's own message (captcha.incorrect), in the language the request asked for.
      await waitFor(() => expect(screen.getAllByRole('alert')[0]).not.toBeEmptyDOMElement());
      await vi.advanceTimersByTimeAsync(2_000);
      expect(captchaFetches()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a captcha failure only shows the captcha when the skin keeps the base behaviour', async () => {
    const { store } = createAuthTestStore();
    const onClose = vi.fn();
    const { user, dialogs } = await renderAuth(<LoginForm variant="modal" onClose={onClose} />, {
      store,
      flags: { USERNAMEREG3: true },
    });
    await failThreeTimes(user);
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialogs.open).not.toHaveBeenCalledWith(AUTH_DIALOGS.login, expect.anything());
  });

  it('theme behaviour loginCaptchaReopensModal: the modal is reopened with the credentials hidden', async () => {
    const { store } = createAuthTestStore();
    const onClose = vi.fn();
    const { user, dialogs } = await renderAuth(<LoginForm variant="modal" onClose={onClose} />, {
      store,
      flags: { USERNAMEREG3: true },
      overrides: [{ behaviour: { loginCaptchaReopensModal: true } }],
    });
    await failThreeTimes(user);
    await waitFor(() =>
      expect(dialogs.open).toHaveBeenCalledWith(AUTH_DIALOGS.login, { next: null }),
    );
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
  });

  it('loginCaptchaReopensModal leaves the login page as it is: captcha box, inputs kept', async () => {
    const { store } = createAuthTestStore();
    const { user, dialogs } = await renderAuth(<LoginForm variant="page" />, {
      store,
      flags: { USERNAMEREG3: true },
      overrides: [{ behaviour: { loginCaptchaReopensModal: true } }],
    });
    await failThreeTimes(user);
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(dialogs.open).not.toHaveBeenCalledWith(AUTH_DIALOGS.login, expect.anything());
  });

  it('SMS login: the code button counts down expiredMinutes x 60 s; switching tabs clears it', async () => {
    const { user } = await renderLogin();
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter a correct mobile number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), seededMobile(sandbox, 'player02'));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const counting = await screen.findByRole('button', { name: 'Resend in 300 s' });
    expect(counting).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Username and password' }));
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
  });

  it('free play signs in with no credentials', async () => {
    const { user, storage } = await renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Play for free' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    expect(storage.getSession('hasFreePlay')).toBe(true);
  });
});
