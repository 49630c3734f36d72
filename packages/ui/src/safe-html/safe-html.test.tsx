import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('renders the formatting of server HTML', async () => {
    render(<SafeHtml html="<p>Deposit <strong>bonus</strong> rules</p>" id="content" />);
    expect(await screen.findByText('bonus')).toHaveProperty('tagName', 'STRONG');
  });

  it('removes scripts and event handlers before rendering', async () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Hello</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>'
        }
      />,
    );
    await screen.findByText('Hello');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('removes javascript: links', async () => {
    const { container } = render(<SafeHtml html={'<a href="javascript:alert(1)">go</a>'} />);
    await screen.findByText('go');
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('shows the new content, never the previous one, when the HTML changes', async () => {
    const { rerender } = render(<SafeHtml html="<p>first</p>" />);
    await screen.findByText('first');
    rerender(<SafeHtml html="<p>second</p>" />);
    expect(screen.queryByText('first')).toBeNull();
    expect(await screen.findByText('second')).toBeInTheDocument();
  });
});
