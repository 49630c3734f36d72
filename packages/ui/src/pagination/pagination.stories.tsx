import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 5 } };
export const LastPage: Story = { args: { page: 10 } };
export const FewPages: Story = { args: { page: 2, pageCount: 4 } };
export const ManyPages: Story = { args: { page: 50, pageCount: 100 } };
export const WiderWindow: Story = {
  args: { page: 10, pageCount: 40, siblingCount: 2, boundaryCount: 2 },
};
export const WithoutFirstLast: Story = { args: { page: 3, showFirstLast: false } };
/** Click around: the notice board pages 10 notices at a time. */
export const Interactive: Story = { render: (args) => <Stateful {...args} /> };
