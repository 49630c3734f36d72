import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as announcementStories from './announcement/agent-announcement-page.stories';
import * as downlineStories from './downline/downline-management-page.stories';
import * as redRainStories from './red-rain/red-rain-page.stories';
import * as registerStories from './register-centre/register-centre-page.stories';
import * as reportStories from './reports/report-pages.stories';
import * as overviewStories from './team-overview/team-overview-page.stories';

// Every page story renders against the in-process story sandbox and shows its page heading.
const all = {
  ...composeStories(overviewStories),
  ...composeStories(announcementStories),
  ...composeStories(registerStories),
  ...composeStories(downlineStories),
  ...composeStories(reportStories),
  ...composeStories(redRainStories),
};

describe('stories render', () => {
  it.each(Object.entries(all))('%s', async (_name, Story) => {
    render(<Story />);
    expect(
      await screen.findByRole('heading', { level: 2 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
