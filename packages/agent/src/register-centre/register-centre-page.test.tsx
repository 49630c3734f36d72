import { setupSandbox, setSandboxFlags } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAgent, signedInStore } from '../test/agent';
import { RegisterCentrePage } from './register-centre-page';

const sandbox = setupSandbox();

const BOTH = { AGEREGDOWN3: true, CREATEAFF3: true };

async function openAsAgent41(flags: Record<string, boolean> = BOTH) {
  const store = await signedInStore('agent41');
  return renderAgent(<RegisterCentrePage />, store, { flags });
}

async function fill(
  user: Awaited<ReturnType<typeof openAsAgent41>>['user'],
  username: string,
  password: string,
  confirm = password,
) {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('register centre: register a downline', () => {
  it('registers once, however often the button is pressed, and clears the form', async () => {
    const { user } = await openAsAgent41();
    await fill(user, 'newdown01', 'Secret123');
    const submit = screen.getByRole('button', { name: 'Register downline' });
    await user.dblClick(submit);
    expect(await screen.findByText('Downline newdown01 registered')).toBeInTheDocument();
    expect(sandbox.calls.filter((call) => call === 'POST /wps/agent/downline')).toHaveLength(1);
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(sandbox.app.world.findAccount('default', 'newdown01')?.upline).toBe('agent41');
  });

  it.each([
    ['abc', 'Secret123', 'Secret123', 'The username needs 6 to 13 letters or digits'],
    ['newdown02', '123', '123', 'The password needs 6 to 16 characters'],
    ['newdown02', 'Secret123', 'Secret124', 'The passwords do not match'],
  ])('refuses %s / %s / %s before any call', async (username, password, confirm, message) => {
    const { user } = await openAsAgent41();
    await fill(user, username, password, confirm);
    await user.click(screen.getByRole('button', { name: 'Register downline' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sandbox.calls).not.toContain('POST /wps/agent/downline');
  });

  it('shows the translated refusal of a taken username', async () => {
    const { user } = await openAsAgent41();
    await fill(user, 'player01', 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register downline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken');
  });

  it('shows only the links part without AGEREGDOWN3', async () => {
    await setSandboxFlags(sandbox, { AGEREGDOWN3: false });
    await openAsAgent41({ AGEREGDOWN3: false, CREATEAFF3: true });
    expect(await screen.findByRole('region', { name: 'Affiliate links' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Register downline' })).not.toBeInTheDocument();
  });
});

describe('register centre: affiliate links', () => {
  it('creates a link, shows its QR code, disables and deletes it', async () => {
    const { user } = await openAsAgent41();
    await user.click(screen.getByRole('tab', { name: 'Affiliate links' }));
    expect(await screen.findAllByTestId('affiliate-link')).toHaveLength(1);
    await user.type(screen.getByLabelText('Remark'), 'spring');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(screen.getAllByTestId('affiliate-link')).toHaveLength(2));
    const card = screen.getAllByTestId('affiliate-link')[0]!;
    expect(within(card).getByText('spring')).toBeInTheDocument();
    expect(within(card).getByText(/\/register\?affiliateCode=AFF0041L\d+$/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'QR code' }));
    expect(
      await within(card).findByRole('img', { name: /^QR code of affiliate link AFF0041L/ }),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Disable' }));
    expect(
      await within(screen.getAllByTestId('affiliate-link')[0]!).findByText('Disabled'),
    ).toBeInTheDocument();

    await user.click(
      within(screen.getAllByTestId('affiliate-link')[0]!).getByRole('button', { name: 'Delete' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('affiliate-link')).toHaveLength(1));
  });
});
