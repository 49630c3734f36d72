import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DateRange } from './date-range';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker';

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Period',
    value: { start: '2026-11-17', end: '2026-11-23' },
    today: '2026-11-23',
    onChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(args: DateRangePickerProps) {
  const [value, setValue] = useState<DateRange>(args.value);
  return (
    <div style={{ minHeight: 420 }}>
      <DateRangePicker
        {...args}
        value={value}
        onChange={(range) => {
          setValue(range);
          args.onChange(range);
        }}
      />
    </div>
  );
}

/** Closed: the trigger shows the chosen range. */
export const Closed: Story = { render: (args) => <Stateful {...args} /> };

/** Open on the current month; days after today are disabled. Switch the language in the toolbar. */
export const Open: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /2026-11-17/ }));
    await expect(canvas.getByRole('grid')).toBeInTheDocument();
  },
};

/** A start is chosen: days further than the maximum (7 here) are disabled. */
export const PickingTheEnd: Story = {
  args: { maxDays: 7 },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /2026-11-17/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^2026-11-20/ }));
    await expect(canvas.getByRole('button', { name: /^2026-11-13/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
