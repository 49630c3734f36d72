import { setupSandbox } from '@site/feature-testing/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAgent, signedInStore } from '../test/agent';
import { RedRainPage } from './red-rain-page';

setupSandbox();

describe('red envelope rain', () => {
  it('lists sessions with their status and the team figures', async () => {
    const store = await signedInStore('agent41');
    await renderAgent(<RedRainPage />, store);
    expect(await screen.findAllByTestId('red-rain-row')).toHaveLength(10);
    expect(screen.getAllByText('Upcoming').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Ended').length).toBeGreaterThan(0);
  });
});
