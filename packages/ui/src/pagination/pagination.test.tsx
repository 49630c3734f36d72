import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Pagination } from './pagination';

function Controlled({ pageCount = 20, initial = 1 }: { pageCount?: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />;
}

const visiblePages = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);

describe('Pagination', () => {
  it('is a labelled navigation that marks the current page', () => {
    renderUi(<Pagination page={3} pageCount={5} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('shows ellipses for many pages and moves with the current page', async () => {
    const { user } = renderUi(<Controlled pageCount={20} />);
    expect(visiblePages()).toEqual(['1', '2', '3', '4', '5', '20']);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(visiblePages()).toEqual(['1', '4', '5', '6', '20']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(visiblePages()).toEqual(['1', '16', '17', '18', '19', '20']);
  });

  it('disables first and previous on the first page, next and last on the last', async () => {
    const { user } = renderUi(<Controlled pageCount={3} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('reports page changes but not a click on the current page', async () => {
    const onPageChange = vi.fn();
    const { user } = renderUi(<Pagination page={2} pageCount={10} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('renders nothing for a single page', () => {
    renderUi(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('names its buttons in the current language', () => {
    renderUi(<Pagination page={1} pageCount={3} onPageChange={() => {}} />, { lng: 'CN' });
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 2 页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
  });
});
