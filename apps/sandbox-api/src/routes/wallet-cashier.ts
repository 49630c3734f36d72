import { type L10n, type Lang, l10n, pick } from '../lang';
import type { WalletOrder } from '../seed/wallet-seed';

const CHANNELS: Readonly<Record<string, L10n>> = {
  BANK: l10n(
    '网银转账',
    '網銀轉帳',
    '銀行振込',
    'Bank transfer',
    'โอนผ่านธนาคาร',
    'Chuyển khoản ngân hàng',
  ),
  EWALLET: l10n('电子钱包', '電子錢包', '電子ウォレット', 'E-wallet', 'อีวอลเล็ต', 'Ví điện tử'),
  QR: l10n('扫码支付', '掃碼支付', 'QRコード決済', 'QR payment', 'ชำระด้วย QR', 'Thanh toán QR'),
  USDT: l10n('USDT 充值', 'USDT 充值', 'USDT 入金', 'USDT', 'USDT', 'USDT'),
};

export function channelName(type: string, lang: Lang): string {
  const name = CHANNELS[type];
  return name ? pick(name, lang) : type;
}

const TEXT = {
  title: l10n('收银台', '收銀台', 'お支払い', 'Cashier', 'ชำระเงิน', 'Thanh toán'),
  order: l10n('订单号', '訂單號', '注文番号', 'Order', 'คำสั่งซื้อ', 'Mã đơn'),
  amount: l10n('金额', '金額', '金額', 'Amount', 'จำนวนเงิน', 'Số tiền'),
  pay: l10n('确认支付', '確認支付', '支払う', 'Pay now', 'ชำระเงิน', 'Thanh toán ngay'),
  paid: l10n(
    '支付成功，您可以关闭此窗口',
    '支付成功，您可以關閉此視窗',
    'お支払いが完了しました。このウィンドウを閉じてください',
    'Payment complete. You can close this window.',
    'ชำระเงินสำเร็จ ปิดหน้าต่างนี้ได้',
    'Thanh toán thành công. Bạn có thể đóng cửa sổ này.',
  ),
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox's cashier page of a deposit order: the order, its amount and a "pay" button that
 * posts back and completes the order. Plain HTML with no script; every value is escaped.
 */
export function cashierHtml(order: WalletOrder, lang: Lang): string {
  const done = order.status !== 'PENDING';
  const action = `/wps/cashier/${encodeURIComponent(order.orderNo)}/pay?lang=${lang}`;
  return `<!doctype html>
<html lang="${lang.toLowerCase()}"><head><meta charset="utf-8"><title>${escape(pick(TEXT.title, lang))}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}button{font-size:1.1em;padding:10px 24px}</style></head>
<body><h1>${escape(pick(TEXT.title, lang))}</h1>
<dl><dt>${escape(pick(TEXT.order, lang))}</dt><dd data-testid="cashier-order">${escape(order.orderNo)}</dd>
<dt>${escape(pick(TEXT.amount, lang))}</dt><dd data-testid="cashier-amount">${order.amount.toFixed(2)}</dd></dl>
${
  done
    ? `<p role="status">${escape(pick(TEXT.paid, lang))}</p>`
    : `<form method="post" action="${escape(action)}"><button type="submit">${escape(pick(TEXT.pay, lang))}</button></form>`
}
</body></html>`;
}
