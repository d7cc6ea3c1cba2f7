import type { Culture } from '../../../../contracts/enums.js';
import { escapeHtml } from '../../common/escape-html.js';
import type { Mail } from './notification.repository.js';

export interface MailParts {
  subject: string;
  lines: string[];
  link?: { text: string; url: string };
  /** Every mail that is not a security mail carries the way out (newsletter). */
  unsubscribeUrl?: string;
}

const FOOTER = { tr: 'Vitrin, her gün 09:00 - 18:00 arası hizmetinizde.', en: 'Vitrin, at your service every day 09:00 - 18:00.' };
const UNSUBSCRIBE = { tr: 'Bu e-postaları almak istemiyorsanız aboneliğinizi iptal edin', en: 'Unsubscribe from these e-mails' };

/** One mail in both parts: plain text (what tests and simple clients read) and simple HTML; other modules' templates build theirs with it too. */
export function compose(to: string, culture: Culture, parts: MailParts): Mail {
  const text = [...parts.lines, ...(parts.link ? [`${parts.link.text}: ${parts.link.url}`] : []), '', FOOTER[culture],
    ...(parts.unsubscribeUrl ? [`${UNSUBSCRIBE[culture]}: ${parts.unsubscribeUrl}`] : [])].join('\n');
  const body = [...parts.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(parts.link ? [`<p><a href="${escapeHtml(parts.link.url)}">${escapeHtml(parts.link.text)}</a></p>`] : []),
    `<p style="color:#666">${escapeHtml(FOOTER[culture])}</p>`,
    ...(parts.unsubscribeUrl ? [`<p style="color:#666"><a href="${escapeHtml(parts.unsubscribeUrl)}">${escapeHtml(UNSUBSCRIBE[culture])}</a></p>`] : [])].join('\n');
  return { to, subject: parts.subject, text, html: `<!doctype html><html lang="${culture}"><body>${body}</body></html>` };
}

/** The engine's mails, in the member's language. */
export const MailTemplates = {
  otp(to: string, culture: Culture, code: string, minutes: number): Mail {
    return compose(to, culture, culture === 'tr'
      ? { subject: `Vitrin doğrulama kodunuz: ${code}`, lines: [`Doğrulama kodunuz: ${code}`, `Kod ${minutes} dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.`] }
      : { subject: `Your Vitrin verification code: ${code}`, lines: [`Your verification code: ${code}`, `The code is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`] });
  },
  passwordRenewal(to: string, culture: Culture, url: string, minutes: number): Mail {
    return compose(to, culture, culture === 'tr'
      ? { subject: 'Vitrin şifre yenileme', lines: ['Şifrenizi yenilemek için aşağıdaki bağlantıyı kullanın.', `Bağlantı ${minutes} dakika geçerlidir ve bir kez kullanılabilir.`], link: { text: 'Şifremi yenile', url } }
      : { subject: 'Renew your Vitrin password', lines: ['Use the link below to renew your password.', `The link is valid for ${minutes} minutes and works once.`], link: { text: 'Renew my password', url } });
  },
  newsletterConfirm(to: string, culture: Culture, url: string, unsubscribeUrl: string): Mail {
    return compose(to, culture, culture === 'tr'
      ? { subject: 'Vitrin bülten aboneliğinizi onaylayın', lines: ['Bültenimize abone olmak istediğinizi onaylamak için bağlantıya tıklayın.'], link: { text: 'Aboneliğimi onayla', url }, unsubscribeUrl }
      : { subject: 'Confirm your Vitrin newsletter subscription', lines: ['Follow the link to confirm that you want our newsletter.'], link: { text: 'Confirm my subscription', url }, unsubscribeUrl });
  },
  priceDropped(to: string, culture: Culture, product: string, price: string, url: string): Mail {
    return compose(to, culture, culture === 'tr'
      ? { subject: `Fiyatı düştü: ${product}`, lines: [`Fiyat alarmı kurduğunuz ${product} şimdi ${price}.`], link: { text: 'Ürüne git', url } }
      : { subject: `Price drop: ${product}`, lines: [`${product}, which you set a price alarm for, is now ${price}.`], link: { text: 'See the product', url } });
  },
  /** The shop answered the member's message (issue 14 item 6): the subject, the answer and the way to the thread. */
  messageAnswered(to: string, culture: Culture, subject: string, answer: string, url: string): Mail {
    const lines = answer.split('\n');
    return compose(to, culture, culture === 'tr'
      ? { subject: `Mesajınız yanıtlandı: ${subject}`, lines: [`"${subject}" konulu mesajınıza yanıt verdik:`, '', ...lines], link: { text: 'Mesajı görüntüle', url } }
      : { subject: `Your message has been answered: ${subject}`, lines: [`We have answered your message about "${subject}":`, '', ...lines], link: { text: 'See the message', url } });
  },
  backInStock(to: string, culture: Culture, product: string, url: string): Mail {
    return compose(to, culture, culture === 'tr'
      ? { subject: `Stokta: ${product}`, lines: [`Stok alarmı kurduğunuz ${product} yeniden stokta.`], link: { text: 'Ürüne git', url } }
      : { subject: `Back in stock: ${product}`, lines: [`${product}, which you set a stock alarm for, is back in stock.`], link: { text: 'See the product', url } });
  },
};
