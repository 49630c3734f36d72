import { rootReducer } from '@site/api-core';
import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { promoNamespace } from '../i18n/promo-i18n';
import { promoUiSlice } from '../shared/promo-ui-slice';
import { HandBonusDialog } from './hand-bonus-dialog';
import { RafflePrizeDialog, RaffleTip, RaffleTipView } from './raffle-tip';

registerStoryNamespaces(promoNamespace);

/** The raffle tip in each state: not started, running (claim), claimed or ended (nothing). */
const meta = {
  title: 'Promo/RaffleTip',
  component: RaffleTipView,
  args: {
    state: { kind: 'running', until: Date.now() + 20 * 60_000 },
    claiming: false,
    onClaim: fn(),
    onClose: fn(),
  },
  decorators: [withFeatureShell],
  parameters: { flags: { REWCEN3: true } },
} satisfies Meta<typeof RaffleTipView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const NotStarted: Story = {
  args: { state: { kind: 'notStarted', until: Date.now() + 5 * 60_000 } },
};
export const Claiming: Story = { args: { claiming: true } };
/** Claimed or ended: the tip is hidden (and its stored data cleared). */
export const ClaimedOrEnded: Story = { args: { state: { kind: 'hidden', clear: true } } };
export const Prize: Story = {
  render: () => <RafflePrizeDialog prize={{ ticket: 'T12345678', value: 88 }} onClose={fn()} />,
};
/** The live tip as player01 on the sandbox. */
export const Live: Story = {
  render: () => <RaffleTip />,
  parameters: { featureShell: { account: 'player01' } },
};
export const HandBonus: Story = {
  render: () => <HandBonusDialog />,
  parameters: {
    featureShell: {
      // The shell injects the feature's slice; a story that runs first in its preview does it
      // itself (the dialog stayed closed when no page story had injected it before).
      prepare: (store: { dispatch: (action: unknown) => unknown }) => {
        promoUiSlice.injectInto(rootReducer);
        store.dispatch({ type: 'promoUi/bonusReceived', payload: 'Bonus 88' });
      },
    },
  },
};
