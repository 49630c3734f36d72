import { testTheme } from '@site/theme/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../test/render-site';
import { BOOT_FRAME_ID } from './boot-frame';

describe('the hand-over from the boot frame', () => {
  it('the site’s first commit removes index.html’s frame, and the layout shows', async () => {
    const frame = document.createElement('div');
    frame.id = BOOT_FRAME_ID;
    document.body.append(frame);
    await renderSite('/');
    await waitFor(() => expect(document.getElementById(BOOT_FRAME_ID)).toBeNull());
    expect(await screen.findByRole('banner')).toBeVisible();
  });

  it('a bare page waiting for start-up shows the frame’s picture: the logo, and “Loading” to a screen reader', async () => {
    await renderSite('/login');
    // Start-up is still on its way in the first commit.
    const splash = await screen.findByTestId('boot-splash');
    expect(splash).toHaveAttribute('role', 'status');
    expect(splash).toHaveTextContent('Loading');
    expect(splash.querySelector('img')).toHaveAttribute('src', testTheme.assets.logo);
    // Then the page itself takes its place.
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByTestId('boot-splash')).toBeNull();
  });
});
