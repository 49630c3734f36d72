import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'username', label: 'Username', content: <p>Username form</p> },
  { id: 'sms', label: 'SMS code', content: <p>SMS form</p> },
  { id: 'social', label: 'Social', content: <p>Social buttons</p>, disabled: true },
  { id: 'qr', label: 'QR code', content: <p>QR form</p> },
];

describe('Tabs', () => {
  it('exposes a labelled tablist with tabs that control labelled panels', () => {
    renderUi(<Tabs items={items} aria-label="Login method" />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Username' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Username' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Username form');
    expect(screen.queryByText('SMS form')).not.toBeInTheDocument();
  });

  it('is a single tab stop and arrow keys move and select, skipping disabled tabs and wrapping', async () => {
    const onValueChange = vi.fn();
    const { user } = renderUi(
      <>
        <button type="button">before</button>
        <Tabs items={items} aria-label="Login method" onValueChange={onValueChange} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS code' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SMS form');
    expect(onValueChange).toHaveBeenLastCalledWith('sms');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'QR code' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'QR code' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'QR code' })).toHaveFocus();

    // Tab leaves the list for the selected panel, not the next tab.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'QR code' })).toHaveFocus();
  });

  it('in manual mode, arrows only move focus and Enter selects', async () => {
    const { user } = renderUi(<Tabs items={items} aria-label="Login method" activation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const sms = screen.getByRole('tab', { name: 'SMS code' });
    expect(sms).toHaveFocus();
    expect(sms).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(sms).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a controlled value and selects on click', async () => {
    const onValueChange = vi.fn();
    const { user, rerender } = renderUi(
      <Tabs items={items} value="sms" onValueChange={onValueChange} aria-label="Login method" />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SMS form');
    await user.click(screen.getByRole('tab', { name: 'QR code' }));
    expect(onValueChange).toHaveBeenCalledWith('qr');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SMS form');
    rerender(
      <Tabs items={items} value="qr" onValueChange={onValueChange} aria-label="Login method" />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('QR form');
  });
});
