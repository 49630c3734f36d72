import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@site/theme';
import styled from 'styled-components';
import { focusRing } from './focus-ring';

const Focusable = styled.a`
  display: inline-block;
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  ${focusRing}
`;

function FocusRingDemo({ text }: { text: string }) {
  return <Focusable href="#focus-ring">{text}</Focusable>;
}

const meta = {
  title: 'UI/focusRing',
  component: FocusRingDemo,
  args: { text: 'Press Tab to see the focus ring' },
} satisfies Meta<typeof FocusRingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shared keyboard focus indicator (shown for keyboard focus only). */
export const Default: Story = {};
