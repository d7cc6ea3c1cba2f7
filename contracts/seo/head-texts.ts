import type { Culture } from '../enums.js';

/** Texts the server puts in <head> before the SPA runs (crawlers and link previews read them). */
export const HEAD_TEXTS: Record<Culture, { siteName: string; homeTitle: string; homeDescription: string; notFoundTitle: string; listDescription: (name: string) => string; home: string; blog: string; corporate: string }> = {
  tr: {
    siteName: 'Vitrin',
    homeTitle: 'Vitrin | Saat, elektronik, moda ve daha fazlası',
    homeDescription: 'Erkek, kadın, akıllı ve klasik saatler ile elektronik, ev, moda ve spor ürünleri: hızlı kargo, kolay iade, güvenli ödeme.',
    notFoundTitle: 'Sayfa bulunamadı | Vitrin',
    listDescription: (name) => `${name} ürünleri Vitrin'de: en yeni modeller, indirimler ve hızlı kargo.`,
    home: 'Ana Sayfa',
    blog: 'Blog',
    corporate: 'Kurumsal',
  },
  en: {
    siteName: 'Vitrin',
    homeTitle: 'Vitrin | Watches, electronics, fashion and more',
    homeDescription: "Men's, women's, smart and classic watches plus electronics, home, fashion and sports: fast shipping, easy returns, secure payment.",
    notFoundTitle: 'Page not found | Vitrin',
    listDescription: (name) => `${name} at Vitrin: the newest models, deals and fast shipping.`,
    home: 'Home',
    blog: 'Blog',
    corporate: 'Corporate',
  },
};
