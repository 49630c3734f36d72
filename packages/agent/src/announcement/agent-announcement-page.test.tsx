import { setupSandbox } from '@site/feature-testing/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAgent, signedInStore } from '../test/agent';
import { AgentAnnouncementPage } from './agent-announcement-page';

setupSandbox();

describe('agent announcements', () => {
  // The test store asks in its default language (CN), so the platform answers in Chinese.
  it('lists the announcements newest first and shows the first one sanitised', async () => {
    const store = await signedInStore('agent41');
    await renderAgent(<AgentAnnouncementPage />, store);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('本月佣金结算时间');
    expect(items[2]).toHaveTextContent('代理规则更新');
    expect(await screen.findByText('5 日')).toBeInTheDocument();
    expect(items[0]?.querySelector('details')).toHaveAttribute('open');
    expect(items[1]?.querySelector('details')).not.toHaveAttribute('open');
  });
});
