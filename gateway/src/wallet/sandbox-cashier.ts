import { SANDBOX_CHECKOUT_LABELS as LABELS, SITE_NAME } from '@portal/contracts';
import { beijingTime } from '../beijing-time';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An order as the cashier shows it. */
export interface CashierOrder {
  id: string;
  amount: number;
  /** Fen. */
  price: number;
  status: string;
  createdAt: Date;
}

/** The payment methods the cashier offers; the sandbox settles each the same way. */
const METHODS = [
  { value: 'alipay', label: LABELS.alipay, mark: '支', colour: '#1677ff' },
  { value: 'wechat', label: LABELS.wechat, mark: '微', colour: '#07c160' },
  { value: 'unionpay', label: LABELS.unionpay, mark: '银', colour: '#d7000f' },
] as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;color:#1f2a27;background:#f3f6f5}
header{background:#0b3a2c;color:#fff}
.bar{max-width:560px;margin:0 auto;padding:12px 16px;display:flex;align-items:center;gap:10px}
.brand{font-weight:700;font-size:18px;color:#fff;text-decoration:none}
.title{font-size:15px;opacity:.9;border-left:1px solid rgba(255,255,255,.4);padding-left:10px}
main{max-width:560px;margin:16px auto;padding:0 16px 32px}
.sandbox{margin:0 0 12px;padding:8px 12px;border-radius:6px;background:#fff7e6;color:#8a5300;font-size:13px}
.card{background:#fff;border:1px solid #dfe6e3;border-radius:8px;padding:16px 18px;margin-bottom:12px}
h1,h2{margin:0 0 10px;font-size:15px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}
dt{color:#5b6b66}dd{margin:0;word-break:break-all}
.due{display:flex;align-items:baseline;justify-content:space-between}
.due strong{font-size:30px;color:#c2410c;font-variant-numeric:tabular-nums}
fieldset{border:0;margin:0;padding:0}
legend{font-weight:600;margin-bottom:8px;font-size:15px}
label.method{display:flex;align-items:center;gap:10px;min-height:48px;padding:8px 12px;border:1px solid #dfe6e3;border-radius:6px;margin-bottom:8px;cursor:pointer}
label.method:has(input:checked){border-color:#13634a;background:#e4f4ec}
.mark{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:6px;color:#fff;font-weight:700}
input[type=radio]{margin-left:auto;accent-color:#13634a;width:18px;height:18px;order:3}
button{width:100%;min-height:48px;border:0;border-radius:24px;background:#13634a;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
button:hover{background:#0f4d3a}
.actions a{display:block;text-align:center;margin-top:12px;color:#13634a}
.note{color:#5b6b66;font-size:12px}
.paid{font-size:16px;font-weight:600;color:#13634a}
@media (prefers-color-scheme: dark){
body{background:#101614;color:#e3ebe8}.card{background:#18211e;border-color:#2b3833}dt,.note{color:#9fb0aa}
label.method{border-color:#2b3833}label.method:has(input:checked){background:#173528;border-color:#3fb888}
.sandbox{background:#3a2c10;color:#f3c777}.due strong{color:#ff9d6b}.actions a,.paid{color:#6fd3a5}
}`;

/**
 * The sandbox provider's cashier: the order (number, goods, time), the amount due, a payment method
 * and the button that pays it, in the portal's look, where a real provider's page will stand.
 */
export function cashierPage(order: CashierOrder): string {
  const id = escapeHtml(order.id);
  const yuan = (order.price / 100).toFixed(2);
  const paid = order.status === 'paid';
  const methods = METHODS.map(
    (method, index) =>
      `<label class="method"><span class="mark" style="background:${method.colour}" aria-hidden="true">${method.mark}</span>${method.label}` +
      `<input type="radio" name="method" value="${method.value}"${index === 0 ? ' checked' : ''}></label>`,
  ).join('');
  const action = `/sandbox/pay/checkout/${encodeURIComponent(order.id)}/confirm`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">
<title>${LABELS.title}_${SITE_NAME}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${STYLE}</style></head><body>
<header><div class="bar"><a class="brand" href="/">${SITE_NAME}</a><span class="title">${LABELS.title}</span></div></header>
<main>
<p class="sandbox" role="note">${LABELS.sandbox}</p>
<section class="card" aria-labelledby="order-heading"><h1 id="order-heading">${LABELS.orderHeading}</h1><dl>
<dt>${LABELS.order}</dt><dd id="order">${id}</dd>
<dt>${LABELS.goods}</dt><dd><span id="amount">${order.amount}</span> ${LABELS.diamonds}</dd>
<dt>${LABELS.createdAt}</dt><dd>${beijingTime(order.createdAt.getTime()).format('YYYY-MM-DD HH:mm:ss')}</dd>
</dl></section>
<section class="card due"><span>${LABELS.price}</span><strong>¥<span id="price">${yuan}</span></strong></section>
${
  paid
    ? `<section class="card"><p id="state" class="paid">${LABELS.paid}</p><div class="actions"><a href="/v/pay?orderId=${encodeURIComponent(order.id)}">${LABELS.back}</a></div></section>`
    : `<form class="card" method="post" action="${action}"><fieldset><legend>${LABELS.methodHeading}</legend>${methods}</fieldset>
<button id="pay" type="submit">${LABELS.pay} ¥${yuan}</button>
<div class="actions"><a href="/v/pay">${LABELS.cancel}</a></div></form>`
}
<p class="note">${LABELS.note}</p>
</main></body></html>`;
}
