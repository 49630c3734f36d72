import type { MemberInfo, Wallet, WalletBalanceResponse } from '../catalogue/index';
import { callArgs, siteApi, type SiteExtra } from '../state/site-api';

/** What the header and the centres read of the member; null when the answer was unusable. */
export type MemberInfoData = MemberInfo | null;

/** The wallets and their sum (the displayed balance, account-access.md section 3). */
export interface BalanceData {
  wallets: Wallet[];
  total: number;
  currency: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A member answer with no numeric id or agent type is no member: the session treats it as failed. */
export function decodeMemberInfo(value: unknown): MemberInfoData {
  if (!isRecord(value)) return null;
  if (
    typeof value.type !== 'number' ||
    (typeof value.id !== 'number' && typeof value.id !== 'string')
  )
    return null;
  return value as unknown as MemberInfo;
}

/** Wallets with a finite `availBalance`; anything else counts as 0 and never throws. */
export function decodeBalance(value: unknown): BalanceData {
  const record = isRecord(value) ? (value as Partial<WalletBalanceResponse>) : {};
  const wallets = (Array.isArray(record.wallets) ? record.wallets : []).filter(isRecord).map(
    (wallet) =>
      ({
        ...wallet,
        availBalance: Number.isFinite(Number(wallet.availBalance))
          ? Number(wallet.availBalance)
          : 0,
      }) as Wallet,
  );
  const total =
    Math.round(wallets.reduce((sum, wallet) => sum + wallet.availBalance, 0) * 100) / 100;
  return { wallets, total, currency: typeof record.currency === 'string' ? record.currency : null };
}

/**
 * The session's own platform data (ADR 0064): member info and the balance. The session module
 * loads them after every way in; the header and the centres read them through these hooks; a
 * feature that moves money refreshes the balance with `invalidateTags(['Balance'])`.
 */
export const sessionApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    memberInfo: build.query<MemberInfoData, void>({
      query: () => callArgs('memberInfo'),
      transformResponse: decodeMemberInfo,
      providesTags: ['MemberInfo'],
    }),
    walletBalance: build.query<BalanceData, void>({
      query: () => callArgs('walletBalance', { typeId: 0 }),
      transformResponse: decodeBalance,
      // Section 3's local `currency`: the member's wallet currency, written when it arrives.
      async onQueryStarted(_arg, { queryFulfilled, extra }) {
        try {
          const { data } = await queryFulfilled;
          const storage = (extra as Partial<SiteExtra> | undefined)?.client?.storage;
          if (data.currency && storage) storage.setLocal('currency', data.currency);
        } catch {
          // A failed balance writes nothing.
        }
      },
      providesTags: ['Balance'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useMemberInfoQuery, useWalletBalanceQuery } = sessionApi;

const balanceEntry = sessionApi.endpoints.walletBalance.select();

/** The displayed balance (the sum of the wallets), 0 until the balance has loaded. */
export const selectDisplayedBalance = (state: Parameters<typeof balanceEntry>[0]): number =>
  balanceEntry(state).data?.total ?? 0;
