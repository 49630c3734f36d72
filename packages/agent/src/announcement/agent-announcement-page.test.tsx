import { setupSandbox } from '@site/feature-testing/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAgent, signedInStore } from '../test/agent';
import { AgentAnnouncementPage } from './agent-announcement-page';

setupSandbox();

describe('agent announcements', () => {
  it('lists the announcements newest first and shows the first one sanitised', async () => {
    const store = await signedInStore('agent41');
    await renderAgent(<AgentAnnouncementPage />, store);
    expect(await screen.findByText('Commission settlement this month')).toBeInTheDocument();
    expect(screen.getByText('Agent terms updated')).toBeInTheDocument();
    expect(await screen.findByText('the 5th')).toBeInTheDocument();
  });
});
