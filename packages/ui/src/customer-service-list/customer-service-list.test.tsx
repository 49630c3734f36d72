import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { CustomerServiceList } from './customer-service-list';
import { openCustomerServicePopup } from './open-customer-service';

const labels = { heading: 'Customer service', onlineChat: 'Online chat', contacts: 'Contact us' };

describe('CustomerServiceList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the entries, tags type "3" as online chat, and opens the chosen one', async () => {
    const onOpen = vi.fn();
    const { user } = renderUi(
      <CustomerServiceList
        labels={labels}
        onOpen={onOpen}
        entries={[
          { title: 'Live chat', csType: 'LIVECHAT', type: '3' },
          { title: '', csType: 'COMM100', type: '1' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Customer service' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Live chat\s*Online chat$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'COMM100' }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('shows skype, QQ, WeChat and Zalo contacts as links or QR codes; refuses script links', () => {
    renderUi(
      <CustomerServiceList
        labels={labels}
        onOpen={() => undefined}
        entries={[]}
        contacts={[
          { resourceType: 'SKYPE', url: 'skype:site.support?chat' },
          { resourceType: 'QQ', qrCodeUrl: '/res/qq.png' },
          { resourceType: 'WECHAT', url: 'javascript:alert(1)' },
          { resourceType: 'ZALO', url: 'https://zalo.me/123' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Skype' })).toHaveAttribute(
      'href',
      'skype:site.support?chat',
    );
    expect(screen.getByRole('img', { name: 'QQ' })).toHaveAttribute('src', '/res/qq.png');
    expect(screen.queryByText('WeChat')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zalo' })).toHaveAttribute(
      'href',
      'https://zalo.me/123',
    );
  });

  it('renders the empty slot when there is nothing to show', () => {
    renderUi(
      <CustomerServiceList
        labels={labels}
        onOpen={() => undefined}
        entries={[]}
        empty={<p>none</p>}
      />,
    );
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});

describe('openCustomerServicePopup (440 x 750)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the popup inside the click, then navigates to the resolved link', async () => {
    const popup = { location: { href: '' }, close: vi.fn(), focus: vi.fn(), opener: {} };
    const open = vi.fn((..._args: unknown[]) => popup);
    vi.stubGlobal('open', open);
    expect(await openCustomerServicePopup(Promise.resolve('https://cs.example/room'))).toBe(true);
    expect(open.mock.calls[0]?.[0]).toBe('about:blank');
    expect(String(open.mock.calls[0]?.[2])).toContain('width=440,height=750');
    expect(popup.location.href).toBe('https://cs.example/room');
  });

  it('closes the popup when the link cannot be used', async () => {
    const popup = { location: { href: '' }, close: vi.fn(), focus: vi.fn(), opener: {} };
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    );
    expect(await openCustomerServicePopup('javascript:alert(1)')).toBe(false);
    expect(popup.close).toHaveBeenCalled();
  });
});
