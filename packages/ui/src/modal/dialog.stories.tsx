import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { Tabs } from '../tabs/tabs';
import { TextField } from '../text-field/text-field';
import { Dialog } from './dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { open: true, title: 'Verify your login', onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The second-factor dialog of the spec: 660 px wide, tabs per method. */
export const Default: Story = {
  args: {
    children: (
      <Tabs
        aria-label="Verification method"
        items={[
          { id: 'sms', label: 'SMS', content: <TextField label="Verification code" /> },
          { id: 'email', label: 'Email', content: <TextField label="Email code" /> },
        ]}
      />
    ),
    footer: <Button>Submit</Button>,
  },
};

export const WithoutCloseButton: Story = {
  args: { hideCloseButton: true, children: 'Press Escape to close.', footer: <Button>OK</Button> },
};

export const Narrow: Story = { args: { width: '360px', children: 'A narrower dialog.' } };

export const LongContent: Story = {
  args: {
    title: 'User agreement',
    children: Array.from({ length: 40 }, (_, i) => (
      <p key={i}>Clause {i + 1}. The body scrolls.</p>
    )),
    footer: <Button>I agree</Button>,
  },
};

function OpenFromButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Insufficient balance"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Deposit</Button>
          </>
        }
      >
        Your balance is not enough to launch this game.
      </Dialog>
    </>
  );
}

/** Focus returns to the button when the dialog closes. */
export const Interactive: Story = {
  args: { open: false },
  render: () => <OpenFromButton />,
};
