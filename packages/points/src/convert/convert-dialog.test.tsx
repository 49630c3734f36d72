import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPoints } from '../test/points-harness';
import { ConvertDialog } from './convert-dialog';

const sandbox = setupSandbox();

describe('convert points (content-and-play.md section 5)', () => {
  it('shows the rate from getPointConfig and the value', async () => {
    const { user } = await renderPoints(
      <ConvertDialog onClose={() => undefined} onConverted={() => undefined} />,
    );
    expect(await screen.findByText('Rate: 1 point = 0.01')).toBeInTheDocument();
    const amount = screen.getByLabelText('Points to convert');
    await user.clear(amount);
    await user.type(amount, '250');
    expect(screen.getByText('You receive: 2.50')).toBeInTheDocument();
  });

  it('the amount is reset to 1 on blur when below 1', async () => {
    const { user } = await renderPoints(
      <ConvertDialog onClose={() => undefined} onConverted={() => undefined} />,
    );
    const amount = screen.getByLabelText('Points to convert');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.tab();
    expect(amount).toHaveValue('1');
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(amount).toHaveValue('');
    await user.tab();
    expect(amount).toHaveValue('1');
  });

  it('a missing password gives br_sqmypaur_twtjtu and sends nothing', async () => {
    const { user } = await renderPoints(
      <ConvertDialog onClose={() => undefined} onConverted={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the amount and your password',
    );
    expect(sandbox.calls.some((call) => call.includes('MCSFE_convertPoint'))).toBe(false);
  });

  it('converts with the payment password, encrypted; success shows br_vwxdjflb_sfyljuh', async () => {
    const onConverted = vi.fn();
    const { user } = await renderPoints(
      <ConvertDialog onClose={() => undefined} onConverted={onConverted} />,
    );
    const amount = screen.getByLabelText('Points to convert');
    await user.clear(amount);
    await user.type(amount, '100');
    await user.type(screen.getByLabelText('Payment password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(onConverted).toHaveBeenCalled());
    expect(await screen.findByText('Redeemed successfully')).toBeInTheDocument();
    expect(sandbox.calls).toContain('POST /wps/relay/passwordCheck/MCSFE_convertPoint');
    expect(sandbox.app.world.findAccount('default', 'player01')?.points).toBe(4900);
  });

  it('a refused conversion keeps the dialog and says why', async () => {
    const onConverted = vi.fn();
    const { user } = await renderPoints(
      <ConvertDialog onClose={() => undefined} onConverted={onConverted} />,
    );
    await user.type(screen.getByLabelText('Payment password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Conversion failed/);
    expect(onConverted).not.toHaveBeenCalled();
  });
});
