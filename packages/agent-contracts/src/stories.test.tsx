import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as requestStories from './contract-request/contract-request-dialog.stories';
import * as confirmationStories from './payment-confirmation/payment-confirmation-dialog.stories';
import * as cardStories from './shared/contract-card.stories';

// Every story renders (against the in-process story sandbox) and shows its dialog or card.
describe('stories render', () => {
  it.each(Object.entries(composeStories(requestStories)))(
    'contract modal: %s',
    async (_name, Story) => {
      render(<Story />);
      expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(await screen.findAllByRole('tab')).toHaveLength(2);
    },
  );
  it.each(Object.entries(composeStories(confirmationStories)))(
    'confirmation modal: %s',
    async (_name, Story) => {
      render(<Story />);
      expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(await screen.findByTestId('confirmation-amount')).toBeInTheDocument();
    },
  );
  it.each(Object.entries(composeStories(cardStories)))(
    'contract card: %s',
    async (_name, Story) => {
      render(<Story />);
      expect(await screen.findByRole('article')).toBeInTheDocument();
    },
  );
});
