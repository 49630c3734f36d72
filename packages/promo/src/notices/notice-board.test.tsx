import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeNotices } from '../test/fixtures';
import { recordingLinks, renderPromo } from '../test/promo-harness';
import { NoticeBoard } from './notice-board';
import { NoticesPage } from './notices-page';
import { NoticeStrip } from './notice-strip';

const sandbox = setupSandbox();

const items = () => screen.queryAllByTestId('notice-item');

describe('notice board (content-and-play.md section 2)', () => {
  it('10 per page with numbered paging', async () => {
    const { user } = await renderPromo(<NoticeBoard notices={fakeNotices(25)} />);
    expect(items()).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Notice pages' });
    expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(items()).toHaveLength(5);
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('the strip does not slide with 7 pages, and slides 25 px per page beyond', async () => {
    const seven = await renderPromo(<NoticeBoard notices={fakeNotices(70)} />);
    await seven.user.click(screen.getByRole('button', { name: 'Page 7' }));
    expect(screen.getByTestId('notice-strip')).toHaveAttribute('data-offset', '0');
    seven.unmount();
    const { user } = await renderPromo(<NoticeBoard notices={fakeNotices(300)} />);
    expect(screen.getByTestId('notice-strip')).toHaveAttribute('data-offset', '0');
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(screen.getByTestId('notice-strip')).toHaveAttribute('data-offset', '25');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('notice-strip')).toHaveAttribute('data-offset', '50');
    expect(screen.getByTestId('notice-strip').style.transform).toBe('translateX(-50px)');
  });

  it('items expand to their sanitised HTML', async () => {
    const { user } = await renderPromo(<NoticeBoard notices={fakeNotices(3)} />);
    const toggle = screen.getByRole('button', { name: /Notice 1/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Body 1')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('the newest-only option shows just the newest notice', async () => {
    const { user } = await renderPromo(<NoticeBoard notices={fakeNotices(25)} />);
    await user.click(screen.getByRole('checkbox', { name: 'Show only the newest' }));
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent('Notice 1');
    expect(screen.queryByRole('navigation', { name: 'Notice pages' })).not.toBeInTheDocument();
  });

  it('no notice: an empty state', async () => {
    await renderPromo(<NoticeBoard notices={[]} />);
    expect(screen.getByText('No notices yet')).toBeInTheDocument();
  });
});

describe('/news and the home strip on the sandbox', () => {
  it('visitors: CCSFE_getListAnnouncements, 30 board notices in 3 pages', async () => {
    await renderPromo(<NoticesPage />);
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(
      within(screen.getByRole('navigation', { name: 'Notice pages' })).getAllByRole('button', {
        name: /^Page /,
      }),
    ).toHaveLength(3);
    expect(sandbox.calls).toContain('GET /wps/relay/CCSFE_getListAnnouncements');
  });

  it('members: MCSFE_getListAnnouncements', async () => {
    await renderPromo(<NoticesPage />, { account: 'player01' });
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(sandbox.calls).toContain('GET /wps/relay/MCSFE_getListAnnouncements');
  });

  it('notices with redirect or externalLink behave like promotions (a go-to button)', async () => {
    const links = recordingLinks();
    const { user } = await renderPromo(<NoticesPage />, { links });
    await waitFor(() => expect(items()).toHaveLength(10));
    const [first, second, third] = items();
    if (!first || !second || !third) throw new Error('notices');
    await user.click(within(first).getByRole('button', { expanded: false }));
    await user.click(await within(first).findByRole('button', { name: 'Go to promotion' }));
    expect(links.opened).toEqual(['promo.rewardCenter']);
    await user.click(within(second).getByRole('button', { expanded: false }));
    await user.click(await within(second).findByRole('button', { name: 'Go to promotion' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/download');
  });

  it('the home strip lists the three newest w_home notices and links to /news', async () => {
    await renderPromo(<NoticeStrip />);
    const strip = await screen.findByRole('region', { name: 'Latest notices' });
    await waitFor(() => expect(within(strip).getAllByRole('listitem')).toHaveLength(3));
    expect(within(strip).getByRole('link', { name: 'All notices' })).toHaveAttribute(
      'href',
      '/news',
    );
  });
});
