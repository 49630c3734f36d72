/**
 * The merchant wallet answer (`GCS_merchantWallet`, ADR 0078): a transfer wallet means a vendor's
 * games play from the vendor's own wallet, so funds are moved there first. `walletType`
 * `TRANSFER` or `singleWallet` false says so; anything else (a single wallet, no answer, an
 * unknown shape) does not.
 */
export function needsTransfer(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const { walletType, singleWallet } = answer as { walletType?: unknown; singleWallet?: unknown };
  if (typeof walletType === 'string') return walletType.toUpperCase() === 'TRANSFER';
  return singleWallet === false;
}
