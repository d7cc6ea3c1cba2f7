import type { Culture } from '../../../../contracts/enums.js';
import type { GatewaySecuredTransactionResult } from '../../../../contracts/gateway/payment.js';
import { THREE_D_SECURE_CALLBACK_PATH } from '../../../../contracts/payment/payloads.js';
import { escapeHtml } from '../../common/escape-html.js';

const TEXTS = {
  tr: {
    title: '3D Secure doğrulama', heading: 'Ödemenizi onaylayın', merchant: 'Üye işyeri', amount: 'Tutar', card: 'Kart',
    installments: 'Taksit', single: 'Tek çekim', code: 'Doğrulama kodu', hint: 'Test bankası kodu: {code}',
    approve: 'Onayla', cancel: 'İptal', notFound: 'Onay bekleyen bir ödeme yok', back: 'Sepete dön',
    intro: 'Bankanız telefonunuza bir doğrulama kodu gönderdi. Kodu girip ödemeyi onaylayın.',
    wrongCode: 'Doğrulama kodu yanlış. {left} deneme hakkınız kaldı.',
  },
  en: {
    title: '3-D Secure verification', heading: 'Confirm your payment', merchant: 'Merchant', amount: 'Amount', card: 'Card',
    installments: 'Instalments', single: 'Single payment', code: 'Verification code', hint: 'Test bank code: {code}',
    approve: 'Approve', cancel: 'Cancel', notFound: 'No payment is waiting for verification', back: 'Back to cart',
    intro: 'Your bank sent a verification code to your phone. Enter it to approve the payment.',
    wrongCode: 'The verification code is wrong. Tries left: {left}.',
  },
} as const;

// No icon of its own, as the shop's pages: else the browser asks for /favicon.ico, a 404 in the bank window's console.
function page(culture: Culture, body: string): string {
  const t = TEXTS[culture];
  return `<!doctype html>
<html lang="${culture}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${t.title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#eef1f5;color:#1d2733;margin:0}
main{max-width:26rem;margin:3rem auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 2px 8px rgba(0,0,0,.12)}
h1{font-size:1.3rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1rem}dt{color:#4a5563}dd{margin:0;font-weight:600}
label{display:block;margin:.5rem 0 .25rem}input{font-size:1.2rem;padding:.5rem;width:100%;box-sizing:border-box;letter-spacing:.2em}
.hint{color:#4a5563;font-size:.9rem}.error{color:#b42318;font-weight:600}.actions{display:flex;gap:.75rem;margin-top:1rem}
button{flex:1;font-size:1rem;padding:.7rem;border-radius:6px;border:1px solid #1d4ed8;cursor:pointer}
button[value=approve]{background:#1d4ed8;color:#fff}button[value=cancel]{background:#fff;color:#1d4ed8}a{color:#1d4ed8}
</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * The embedded test bank's 3-D Secure page: the merchant, the amount, the card's last four digits
 * and a code field. A real bank hosts its own; its form posts back the same way.
 */
export function challengePage(culture: Culture, key: string, payment: GatewaySecuredTransactionResult, money: string): string {
  const t = TEXTS[culture];
  const installments = payment.installmentCount > 1 ? String(payment.installmentCount) : t.single;
  const hint = payment.testCode ? `<p class="hint" id="code-hint">${escapeHtml(t.hint.replace('{code}', payment.testCode))}</p>` : '';
  // After a wrong code (issue 32 item 7): said beside the field, which is described by it, with the tries left.
  const wrong = payment.attemptsLeft ? `<p class="error" id="code-error" role="alert" data-testid="challenge-code-wrong">${escapeHtml(t.wrongCode.replace('{left}', String(payment.attemptsLeft)))}</p>` : '';
  const describedBy = [wrong ? 'code-error' : '', hint ? 'code-hint' : ''].filter(Boolean).join(' ');
  return page(culture, `<h1>${t.heading}</h1>
<p>${t.intro}</p>
<dl>
<dt>${t.merchant}</dt><dd data-testid="challenge-merchant">${escapeHtml(payment.merchantName)}</dd>
<dt>${t.amount}</dt><dd data-testid="challenge-amount">${escapeHtml(money)}</dd>
<dt>${t.card}</dt><dd>•••• ${escapeHtml(payment.cardLastFour)}</dd>
<dt>${t.installments}</dt><dd data-testid="challenge-installments">${escapeHtml(installments)}</dd>
</dl>
<form method="post" action="${THREE_D_SECURE_CALLBACK_PATH}">
<input type="hidden" name="key" value="${escapeHtml(key)}">
${payment.docNo ? `<input type="hidden" name="docNo" value="${escapeHtml(payment.docNo)}">
` : ''}${payment.guest ? `<input type="hidden" name="track" value="1">
` : ''}<label for="code">${t.code}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="8" pattern="[0-9]*"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${wrong ? ' aria-invalid="true" autofocus' : ''}>
${wrong}${hint}
<div class="actions"><button type="submit" name="action" value="approve">${t.approve}</button><button type="submit" name="action" value="cancel" formnovalidate>${t.cancel}</button></div>
</form>`);
}

/** No payment waits under the key (already completed, cancelled, or never started). */
export function challengeNotFoundPage(culture: Culture, cartPath: string): string {
  const t = TEXTS[culture];
  return page(culture, `<h1>${t.notFound}</h1><p><a href="${escapeHtml(cartPath)}">${t.back}</a></p>`);
}
