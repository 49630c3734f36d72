// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { siteActions } from '../state/site-slice';
import { createTestSiteStore } from '../testing';
import { formatAmountOrDash, useMoneyFormat } from './use-money-format';

function renderMoney(options: { settings?: unknown; memberCurrency?: string } = {}) {
  const { store } = createTestSiteStore(
    options.settings !== undefined ? { settings: options.settings } : {},
  );
  if (options.memberCurrency)
    store.dispatch(
      siteActions.memberInfoLoaded({
        account: 'player01',
        currency: options.memberCurrency,
      } as never),
    );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useMoneyFormat(), { wrapper }).result;
}

describe('useMoneyFormat: section 1, pt-BR for BRL, otherwise zh, 2 decimals', () => {
  it('uses the merchant settings currency: BRL groups with dots and a decimal comma', () => {
    const money = renderMoney({ settings: { currency: 'BRL' } });
    expect(money.current.currency).toBe('BRL');
    expect(money.current.options).toEqual({ currency: 'BRL', decimals: 2 });
    expect(money.current.format(1234.5)).toBe('1.234,50');
  });

  it('any other currency formats with zh', () => {
    const money = renderMoney({ settings: { currency: 'THB' } });
    expect(money.current.format(1234567.891)).toBe('1,234,567.89');
  });

  it("the member's own currency wins over the merchant's", () => {
    const money = renderMoney({ settings: { currency: 'CNY' }, memberCurrency: 'BRL' });
    expect(money.current.format(10)).toBe('10,00');
  });

  it('nothing configured reads as CNY (zh), and a missing amount reads "-"', () => {
    const money = renderMoney();
    expect(money.current.currency).toBe('CNY');
    expect(money.current.format(0.5)).toBe('0.50');
    expect(money.current.format(undefined)).toBe('-');
    expect(money.current.format(Number.NaN)).toBe('-');
    expect(formatAmountOrDash('12')).toBe('-');
  });
});
