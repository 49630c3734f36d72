import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../test/render';
import { createAuthTestStore, setupSandbox } from '../test/sandbox';
import { useRegisterAgreement } from './use-register-agreement';

setupSandbox();

function Agreement({ onAccept }: { onAccept: () => void }) {
  return useRegisterAgreement(onAccept);
}

async function renderAgreement(overrides: Parameters<typeof renderAuth>[1]['overrides'] = []) {
  const onAccept = vi.fn();
  const { store } = createAuthTestStore();
  const view = await renderAuth(<Agreement onAccept={onAccept} />, {
    store,
    path: '/register',
    overrides,
  });
  const box = await screen.findByRole('checkbox', {
    name: 'I am 18 or older and accept the user agreement',
  });
  const next = () => view.user.click(screen.getByRole('button', { name: 'Accept and continue' }));
  return { ...view, onAccept, box, next };
}

describe('useRegisterAgreement (section 5: the agreement before the form)', () => {
  it('starts ticked, and continuing accepts it', async () => {
    const { box, next, onAccept } = await renderAgreement();
    expect(box).toBeChecked();
    await next();
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('unticked it says in_user_agreement by the box and does not go on; ticked again it does', async () => {
    const { user, box, next, onAccept } = await renderAgreement();
    await user.click(box);
    await next();
    expect(onAccept).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription('Please read and accept the user agreement');
    await user.click(box);
    await next();
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(box).not.toHaveAccessibleDescription('Please read and accept the user agreement');
  });

  it("the merchant's wording: in_register_agreed", async () => {
    const { user, box, next, onAccept } = await renderAgreement([
      { behaviour: { agreementMessageKey: 'in_register_agreed' } },
    ]);
    await user.click(box);
    await next();
    expect(await screen.findByText('Please accept the registration terms')).toBeInTheDocument();
    expect(onAccept).not.toHaveBeenCalled();
  });
});
