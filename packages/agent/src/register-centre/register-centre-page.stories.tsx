import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agentNamespace } from '../i18n/agent-i18n';
import { AGENT_STORY_PARAMETERS } from '../test/story-parameters';
import { RegisterCentrePage } from './register-centre-page';

registerStoryNamespaces(agentNamespace);

/**
 * The register centre (downline registration and affiliate links) as agent41 sees it on the in-browser sandbox. Switch the merchant toolbar to "All
 * merchants" for every skin, and the language toolbar for the six languages.
 */
const meta = {
  title: 'Agent/RegisterCentre',
  component: RegisterCentrePage,
  decorators: [withFeatureShell],
  // An object literal: Storybook's docs enricher adds a second `parameters` key (the description
  // above) when meta's `parameters` is a bare identifier, which would drop the flags and account.
  parameters: { ...AGENT_STORY_PARAMETERS },
} satisfies Meta<typeof RegisterCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Registration first, then the affiliate links tab. */
export const Register: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('tab', {}, { timeout: 10_000 })).toHaveLength(2);
  },
};

/** Only the affiliate links (AGEREGDOWN3 off). */
export const LinksOnly: Story = {
  parameters: { flags: { AGEREGDOWN3: false, CREATEAFF3: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findAllByTestId('affiliate-link', {}, { timeout: 10_000 }),
    ).toHaveLength(1);
  },
};
