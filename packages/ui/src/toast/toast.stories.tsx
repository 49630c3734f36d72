import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@site/theme';
import { Button } from '../button/button';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function Demo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      <Button onClick={() => toast.show({ message: 'Copied to clipboard' })}>Info</Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.show({
            tone: 'success',
            title: 'Deposit',
            message: 'Your deposit of 100.00 has arrived.',
          })
        }
      >
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.show({ tone: 'warning', message: 'Vendor under maintenance until 14:00.' })
        }
      >
        Warning
      </Button>
      <Button
        variant="danger"
        onClick={() =>
          toast.show({
            tone: 'danger',
            title: 'Withdrawal',
            message: 'Rejected: bank details do not match.',
          })
        }
      >
        Danger
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.show({
            persistent: true,
            title: 'Inbox',
            message: 'You have a new message from customer service.',
          })
        }
      >
        Persistent notification
      </Button>
      <Button variant="ghost" onClick={() => toast.dismissAll()}>
        Dismiss all
      </Button>
    </div>
  );
}

function Preset() {
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        toast.show({
          id: 'a',
          persistent: true,
          title: 'Inbox',
          message: 'A new message arrived.',
        });
        toast.show({ id: 'b', persistent: true, tone: 'success', message: 'Deposit arrived.' });
        toast.show({ id: 'c', persistent: true, tone: 'danger', message: 'Withdrawal rejected.' });
      }}
    >
      Show three persistent toasts
    </Button>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  args: { children: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons that show each kind of toast; they stack bottom-right. */
export const Playground: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <div style={{ padding: vars.space.lg }}>
        <Demo />
      </div>
    </ToastProvider>
  ),
};

/** Real-time notifications are persistent toasts: they stay until dismissed. */
export const PersistentStack: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <div style={{ padding: vars.space.lg }}>
        <Preset />
      </div>
    </ToastProvider>
  ),
};
