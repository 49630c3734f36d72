import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { chatNamespace } from '../i18n/chat-i18n';
import { FeedbackForm } from './feedback-form';

registerStoryNamespaces(chatNamespace);

/** The feedback form (FEEDBACK3) against the in-browser sandbox, for a visitor and a player. */
const meta = {
  title: 'Chat/FeedbackForm',
  component: FeedbackForm,
  decorators: [withFeatureShell],
  parameters: { flags: { FEEDBACK3: true } },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: no image, no username. */
export const Visitor: Story = {};

/** A player: one jpg, jpeg or png image of at most 5 MB. */
export const Player: Story = { parameters: { featureShell: { account: 'player01' } } };

/** Sent empty: description and captcha `not_empty`. */
export const NotEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /Send|提交|送出|送信|ส่ง|Gửi/ }),
    );
    await expect((await canvas.findAllByRole('alert')).length).toBeGreaterThan(0);
  },
};

/** 19 characters: too short (20 to 500). */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvasElement.querySelector('textarea');
    if (box) await userEvent.type(box, 'a'.repeat(19));
    await userEvent.click(
      await canvas.findByRole('button', { name: /Send|提交|送出|送信|ส่ง|Gửi/ }),
    );
    await expect((await canvas.findAllByRole('alert')).length).toBeGreaterThan(0);
  },
};

/** FEEDBACK3 off: the form is not offered. */
export const Disabled: Story = { parameters: { flags: { FEEDBACK3: false } } };
