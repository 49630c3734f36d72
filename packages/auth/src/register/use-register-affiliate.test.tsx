import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../test/render';
import { createAuthTestStore, setupSandbox } from '../test/sandbox';
import { useRegisterAffiliate } from './use-register-affiliate';
import { useRegisterSetup } from './use-register-setup';

const sandbox = setupSandbox();
const LOOKUP = 'GET /wps/agent/affiliate';
const lookups = () => sandbox.calls.filter((call) => call === LOOKUP).length;

function Affiliate({ code, onHidden }: { code: string; onHidden: () => void }) {
  const setup = useRegisterSetup();
  const affiliate = useRegisterAffiliate(setup, code, onHidden);
  const [checked, setChecked] = useState<boolean | null>(null);
  return (
    <>
      <output aria-label="loaded">{String(!setup.loading)}</output>
      <output aria-label="shown">{String(affiliate.shown)}</output>
      <output aria-label="checked">{String(checked)}</output>
      <button type="button" onClick={() => void affiliate.check(code).then(setChecked)}>
        check
      </button>
      {affiliate.notice}
    </>
  );
}

async function renderAffiliate(
  merchant: 'default' | 'aurum',
  code: string,
  options: { hiddenBefore?: boolean } = {},
) {
  const onHidden = vi.fn();
  const { store, storage } = createAuthTestStore({ merchant });
  if (options.hiddenBefore) storage.setSession('hideAffiliate', true);
  const view = await renderAuth(<Affiliate code={code} onHidden={onHidden} />, {
    store,
    path: '/register',
  });
  await waitFor(() => expect(screen.getByLabelText('loaded')).toHaveTextContent('true'));
  return { ...view, storage, onHidden };
}

describe('useRegisterAffiliate (section 5: the affiliate lookup at load and before submit)', () => {
  it('a valid code is looked up once at load and passes the check before submit', async () => {
    const { user, onHidden } = await renderAffiliate('default', 'AFF0001');
    await waitFor(() => expect(lookups()).toBe(1));
    expect(screen.getByLabelText('shown')).toHaveTextContent('true');
    await user.click(screen.getByRole('button', { name: 'check' }));
    await waitFor(() => expect(screen.getByLabelText('checked')).toHaveTextContent('true'));
    expect(lookups()).toBe(2);
    expect(onHidden).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('no code, no lookup at load', async () => {
    await renderAffiliate('default', '');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lookups()).toBe(0);
  });

  it('setting 0: a failed lookup hides the field, clears it and remembers it for the session', async () => {
    const { storage, onHidden } = await renderAffiliate('aurum', 'NOPE99');
    await waitFor(() => expect(onHidden).toHaveBeenCalledTimes(1));
    expect(storage.getSession('hideAffiliate')).toBe(true);
    expect(screen.getByLabelText('shown')).toHaveTextContent('false');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a field hidden earlier in the session is neither shown nor looked up', async () => {
    await renderAffiliate('aurum', 'AFF0001', { hiddenBefore: true });
    expect(screen.getByLabelText('shown')).toHaveTextContent('false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lookups()).toBe(0);
  });

  it('any other setting: the notice shows the refusal and the check fails; the field stays', async () => {
    const { user, onHidden } = await renderAffiliate('default', 'NOPE99');
    const notice = await screen.findByRole('alertdialog', { name: 'Invalid referral code' });
    // The platform's message, not the title standing in when there is none.
    expect(notice).toHaveAccessibleDescription(/\S/);
    expect(notice).not.toHaveAccessibleDescription('Invalid referral code');
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'check' }));
    await waitFor(() => expect(screen.getByLabelText('checked')).toHaveTextContent('false'));
    expect(await screen.findByRole('alertdialog', { name: 'Invalid referral code' })).toBeVisible();
    expect(screen.getByLabelText('shown')).toHaveTextContent('true');
    expect(onHidden).not.toHaveBeenCalled();
  });
});
