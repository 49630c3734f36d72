import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { CUSTOMER_SERVICE_POPUP, openCenteredPopup } from './open-centered-popup';

function CustomerServiceLauncher({ url }: { url: string }) {
  const [blocked, setBlocked] = useState(false);
  return (
    <div>
      <Button
        onClick={() => {
          const popup = openCenteredPopup(url, {
            ...CUSTOMER_SERVICE_POPUP,
            name: 'customer-service',
          });
          setBlocked(popup === null);
        }}
      >
        Customer service
      </Button>
      {blocked ? <p role="status">The browser blocked the popup.</p> : null}
    </div>
  );
}

const meta = {
  title: 'UI/openCenteredPopup',
  component: CustomerServiceLauncher,
  args: { url: 'about:blank' },
} satisfies Meta<typeof CustomerServiceLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a 440 x 750 window centred on the screen, as customer service does. */
export const CustomerService: Story = {};
