import request from 'supertest';
import { solvedCaptcha } from '../support/bot-check.js';
import type { MemberCoupon } from '../../contracts/member/member-coupons.js';
import { MEMBER_MESSAGE_LIMITS, MemberMessagesText, type MessageThread, type MessageThreadSummary } from '../../contracts/member/member-messages.js';
import { MemberMessage } from '../../contracts/member/messages.js';
import { CAPTCHA_HEADER } from '../../contracts/member/payloads.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { TestMailbox } from '../support/test-mailbox.js';
import { environmentCookieOf, variantsInStock } from './cart-fixtures.js';
import { activateMember } from './order-fixtures.js';

/**
 * The account area's messages and coupons (issue 14 item 6; spec §2 /u/messages,
 * /u/message-detail/{id}, /u/coupons): a member writes to the shop, reads their threads, writes
 * again; the shop answers through the engine's operator route (its bearer token only) and the
 * member gets the answer by e-mail through the outbox; one member never reaches another's
 * thread; a new member holds the welcome coupon.
 */

/** Cookie header of every cookie an answer set (name=value pairs; cleared cookies left out). */
function cookiesOf(response: { headers: Record<string, unknown> }): string {
  return ((response.headers['set-cookie'] ?? []) as string[]).map((line) => line.split(';')[0]).filter((pair) => !pair.endsWith('=')).join('; ');
}

let sequence = 0;
const newEmail = () => `mesaj${Date.now()}-${sequence += 1}@example.com`;
const PASSWORD = 'uzun bir şifre 123';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Member { email: string; cookie: string }

describe('member messages and coupons (issue 14 item 6, S2.02, S1.02, S7.24, S7.30)', () => {
  let shop: TestApp;
  let mailbox: TestMailbox;
  let operatorToken: string;
  let a: Member;
  let b: Member;
  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    // Many messages from one address: the contact-form limit would stop them.
    shop = await startTestApp({ SMTP_URL: mailbox.url, RATE_LIMIT_SCALE: '100' });
    const config = shop.app.get<AppConfig>(APP_CONFIG);
    operatorToken = (await request(shop.url).post('/gateway/realms/vitrin/protocol/openid-connect/token').type('form')
      .send({ grant_type: 'client_credentials', client_id: config.idpClientId, client_secret: config.idpClientSecret }).expect(200)).body.access_token as string;
    a = await register();
    b = await register();
  });
  afterAll(async () => {
    await shop?.close();
    await mailbox?.close();
  });
  const api = () => request(shop.url);
  /** The shop's operator routes under /gateway, with the engine's bearer token. */
  const operator = {
    answer: (id: number, text: string) => api().post('/gateway/member/api/message/shop-answer').set('authorization', `Bearer ${operatorToken}`).send({ id, text }),
    waiting: () => api().get('/gateway/member/api/message/waiting').set('authorization', `Bearer ${operatorToken}`),
  };

  /** A new member who typed in the mailed code (a member still to activate may not write to the shop). */
  async function register(culture: 'tr' | 'en' = 'tr'): Promise<Member> {
    const email = newEmail();
    const response = await api().post('/api/register').set('x-culture', culture).send({ email, password: PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true }).expect(200);
    const cookie = cookiesOf(response);
    await activateMember(shop.url, email, cookie);
    return { email, cookie };
  }

  /** A guest signed in after the ALTCHA a browser's widget solves. */
  async function guestSignIn(): Promise<Member> {
    const token = await solvedCaptcha(shop.url);
    const email = newEmail();
    const response = await api().post('/api/logon-as-guest').set(CAPTCHA_HEADER, token).send({ Email: email, countryCode: 'TR' }).expect(200);
    return { email, cookie: cookiesOf(response) };
  }

  const send = (member: Member, body: object) => api().post('/api/send-message').set('Cookie', member.cookie).send(body);
  const reply = (member: Member, body: object) => api().post('/api/reply-message').set('Cookie', member.cookie).send(body);
  const threads = async (member: Member) => (await api().get('/api/messages').set('Cookie', member.cookie).expect(200)).body.threads as MessageThreadSummary[];
  const detail = (member: Member, id: number | string) => api().get(`/api/message-detail?id=${id}`).set('Cookie', member.cookie);
  async function newThread(member: Member, text = 'Siparişim ne zaman kargoya verilecek?', subjectId = 1): Promise<MessageThread> {
    return (await send(member, { subjectId, text }).expect(200)).body.thread as MessageThread;
  }

  it('S2.02 the subjects a member writes about, in the page\'s language, with no sign-in needed', async () => {
    const tr = await api().get('/api/message-subjects').expect(200);
    expect(tr.body).toMatchObject({ isSuccess: true });
    expect(tr.body.subjects.map((subject: { name: string }) => subject.name)).toEqual(['Sipariş', 'Ürün', 'İade', 'Öneri', 'Diğer']);
    const en = await api().get('/api/message-subjects').set('x-culture', 'en').expect(200);
    expect(en.body.subjects).toEqual([
      { id: 1, name: 'Order' }, { id: 2, name: 'Product' }, { id: 3, name: 'Return' }, { id: 4, name: 'Suggestion' }, { id: 5, name: 'Other' },
    ]);
  });

  it('S2.02 /u/messages: a member sends a message, sees it in the list (subject, first lines, date, not answered) and opens it', async () => {
    const member = await register();
    const long = `İade etmek istediğim ürün hakkında.\n${'Kutusu açılmadı. '.repeat(20)}`;
    const sent = await send(member, { subjectId: 3, text: `  ${long}  ` }).expect(200);
    expect(sent.body).toMatchObject({ isSuccess: true, message: MemberMessagesText.sent });
    const thread = sent.body.thread as MessageThread;
    expect(thread).toMatchObject({ subjectId: 3, subject: 'İade', answered: false, messageCount: 1 });
    expect(thread.messages).toEqual([{ id: expect.any(Number), author: 'member', text: long.trim(), createdAt: expect.any(String) }]);
    expect(sent.headers['cache-control']).toBe('no-store');

    const [listed] = await threads(member);
    expect(listed).toMatchObject({ id: thread.id, subject: 'İade', answered: false, messageCount: 1 });
    expect(listed.preview.startsWith('İade etmek istediğim ürün hakkında. Kutusu açılmadı.')).toBe(true);
    expect(listed.preview.length).toBeLessThanOrEqual(MEMBER_MESSAGE_LIMITS.previewMax);
    expect(listed.preview.endsWith('…')).toBe(true);
    expect(Date.now() - Date.parse(listed.createdAt)).toBeLessThan(60_000);

    const opened = await detail(member, thread.id).expect(200);
    expect(opened.body.thread).toEqual(thread);
    // The list speaks the page's language.
    const english = await api().get('/api/messages').set('Cookie', member.cookie).set('x-culture', 'en').expect(200);
    expect(english.body.threads[0].subject).toBe('Return');
  });

  it('S2.02 the shop answers through the engine\'s operator route: the member gets the answer by e-mail and sees it in the thread; a follow-up waits for the shop again', async () => {
    const member = await register();
    const thread = await newThread(member, 'Saatimin kayışı hangi boyda?', 2);
    const waiting = (await operator.waiting().expect(200)).body.threads as MessageThreadSummary[];
    expect(waiting.map((each) => each.id)).toContain(thread.id);

    const from = mailbox.mails.length;
    const answer = 'Merhaba, kayış 20 mm.\nİyi günler dileriz.';
    const answered = await operator.answer(thread.id, answer).expect(200);
    expect(answered.body.thread).toMatchObject({ id: thread.id, answered: true, messageCount: 2 });
    const [, link, id] = await mailbox.waitFor(member.email, new RegExp(`"Ürün" konulu mesajınıza yanıt verdik:[\\s\\S]*${escape('Merhaba, kayış 20 mm.')}[\\s\\S]*İyi günler dileriz\\.[\\s\\S]*Mesajı görüntüle: (http\\S+/u/message-detail/(\\d+))`), { from });
    expect(Number(id)).toBe(thread.id);
    expect(link.startsWith('http')).toBe(true);
    expect(mailbox.mails.slice(from).filter((mail) => mail.to.includes(member.email) && /yan=C4=B1t verdik/.test(mail.raw))).toHaveLength(1);

    const opened = (await detail(member, thread.id).expect(200)).body.thread as MessageThread;
    expect(opened.messages.map(({ author, text }) => ({ author, text }))).toEqual([{ author: 'member', text: 'Saatimin kayışı hangi boyda?' }, { author: 'shop', text: answer }]);
    expect((await threads(member))[0]).toMatchObject({ id: thread.id, answered: true, messageCount: 2 });
    expect(((await operator.waiting().expect(200)).body.threads as MessageThreadSummary[]).map((each) => each.id)).not.toContain(thread.id);

    const followUp = await reply(member, { id: thread.id, text: 'Teşekkürler, 22 mm var mı?' }).expect(200);
    expect(followUp.body).toMatchObject({ isSuccess: true, message: MemberMessagesText.replied, thread: { id: thread.id, answered: false, messageCount: 3 } });
    expect(followUp.body.thread.messages[2]).toMatchObject({ author: 'member', text: 'Teşekkürler, 22 mm var mı?' });
    expect(((await operator.waiting().expect(200)).body.threads as MessageThreadSummary[]).map((each) => each.id)).toContain(thread.id);
  });

  it('an English member\'s answer mail is in English, with the /en link', async () => {
    const member = await register('en');
    const thread = await newThread(member, 'Where is my order?', 1);
    const from = mailbox.mails.length;
    await operator.answer(thread.id, 'It left our warehouse today.').expect(200);
    const [, link] = await mailbox.waitFor(member.email, /We have answered your message about "Order":[\s\S]*It left our warehouse today\.[\s\S]*See the message: (http\S+\/en\/u\/message-detail\/\d+)/, { from });
    expect(link).toMatch(new RegExp(`/en/u/message-detail/${thread.id}$`));
  });

  it('the threads are newest activity first: a follow-up brings an older thread to the top', async () => {
    const member = await register();
    const first = await newThread(member, 'İlk mesaj');
    const second = await newThread(member, 'İkinci mesaj', 4);
    expect((await threads(member)).map((each) => each.id)).toEqual([second.id, first.id]);
    await reply(member, { id: first.id, text: 'Bir ek daha' }).expect(200);
    expect((await threads(member)).map((each) => each.id)).toEqual([first.id, second.id]);
  });

  it('S2.02 member A can never read or write B\'s thread: 404 Message not found, and B\'s thread is as it was', async () => {
    const ofB = await newThread(b, 'B\'nin özel mesajı: adresim Moda Cad. 12');
    const before = (await detail(b, ofB.id).expect(200)).body.thread as MessageThread;

    const read = await detail(a, ofB.id).expect(404);
    expect(read.body.message).toBe(MemberMessagesText.notFound);
    expect(JSON.stringify(read.body)).not.toContain('Moda');
    const written = await reply(a, { id: ofB.id, text: 'A yazıyor' }).expect(404);
    expect(written.body.message).toBe(MemberMessagesText.notFound);
    expect((await threads(a)).map((each) => each.id)).not.toContain(ofB.id);
    // An id no one has answers the same.
    expect((await detail(a, 99_999_999).expect(404)).body.message).toBe(MemberMessagesText.notFound);

    expect((await detail(b, ofB.id).expect(200)).body.thread).toEqual(before);
  });

  it('a visitor (no cookie, or a visitor\'s cart token) gets 401 on every member message route and on the coupons', async () => {
    const ofB = await newThread(b, 'Ziyaretçi göremez');
    const [variant] = await variantsInStock(shop.url);
    const cart = await api().post('/api/add-to-cart').send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
    const visitorCookie = environmentCookieOf(cart)!;
    for (const cookie of [undefined, visitorCookie]) {
      const calls = [
        api().get('/api/messages'), api().get(`/api/message-detail?id=${ofB.id}`), api().post('/api/send-message').send({ subjectId: 1, text: 'Merhaba' }),
        api().post('/api/reply-message').send({ id: ofB.id, text: 'Merhaba' }), api().get('/api/member-coupons'),
      ];
      for (const call of calls) {
        const answer = await (cookie ? call.set('Cookie', cookie) : call);
        expect({ url: answer.request.url, status: answer.status, message: answer.body.message }).toEqual({ url: answer.request.url, status: 401, message: MemberMessage.notSignedIn });
      }
    }
    expect((await detail(b, ofB.id).expect(200)).body.thread.messageCount).toBe(1);
  });

  it('S6.02 a guest gets 403 on every member message route and on the coupons', async () => {
    const guest = await guestSignIn();
    const ofB = await newThread(b, 'Misafir göremez');
    const calls = [
      () => api().get('/api/messages'), () => api().get(`/api/message-detail?id=${ofB.id}`), () => api().post('/api/send-message').send({ subjectId: 1, text: 'Merhaba' }),
      () => api().post('/api/reply-message').send({ id: ofB.id, text: 'Merhaba' }), () => api().get('/api/member-coupons'),
    ];
    for (const call of calls) {
      const answer = await call().set('Cookie', guest.cookie);
      expect({ url: answer.request.url, status: answer.status, message: answer.body.message }).toEqual({ url: answer.request.url, status: 403, message: MemberMessage.membersOnly });
    }
    expect((await detail(b, ofB.id).expect(200)).body.thread.messageCount).toBe(1);
  });

  it('refuses bad input with 400 and a clear message, and stores nothing', async () => {
    const member = await register();
    const max = MEMBER_MESSAGE_LIMITS.textMax;
    const cases: [object, RegExp][] = [
      [{ text: 'Konu yok' }, /subjectId must be chosen from the subjects/],
      [{ subjectId: '1', text: 'Konu metin' }, /subjectId must be chosen from the subjects/],
      [{ subjectId: 0, text: 'Konu sıfır' }, /subjectId must be chosen from the subjects/],
      [{ subjectId: 1 }, /text is required/],
      [{ subjectId: 1, text: '' }, /text is required/],
      [{ subjectId: 1, text: ' \n\t ' }, /text is required/],
      [{ subjectId: 1, text: 42 }, /text must be a string/],
      [{ subjectId: 1, text: 'x'.repeat(max + 1) }, new RegExp(`text must be at most ${max} characters`)],
      [{ subjectId: 1, text: 'zil\u0007sesi' }, /text may not hold control characters/],
      [{ subjectId: 1, text: 'boş\u0000bayt' }, /must not contain NUL characters/],
      [{ subjectId: 1, text: 'Fazla alan', memberId: 1 }, /property memberId should not exist/],
    ];
    for (const [body, message] of cases) {
      const answer = await send(member, body).expect(400);
      expect(answer.body.isSuccess).toBe(false);
      expect(JSON.stringify(answer.body.data ?? answer.body.message)).toMatch(message);
    }
    const unknown = await send(member, { subjectId: 99, text: 'Bilinmeyen konu' }).expect(400);
    expect(unknown.body.message).toBe(MemberMessagesText.unknownSubject);
    expect(await threads(member)).toEqual([]);

    // Exactly the longest text is taken, and kept whole.
    const longest = await newThread(member, 'y'.repeat(max));
    expect(longest.messages[0].text).toHaveLength(max);
    const refused = await reply(member, { id: longest.id, text: 'z'.repeat(max + 1) }).expect(400);
    expect(refused.body.message).toBe(`text must be at most ${max} characters`);
    await reply(member, { id: 'bir', text: 'Merhaba' }).expect(400);
    await reply(member, { id: longest.id, text: '' }).expect(400);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '']) {
      const answer = await detail(member, id).expect(400);
      expect(answer.body.message).toMatch(/^id /);
    }
    expect((await detail(member, longest.id).expect(200)).body.thread.messageCount).toBe(1);
  });

  it('the shop\'s routes refuse a caller without the engine\'s bearer token (a member\'s own token too), bad input and unknown threads', async () => {
    const thread = await newThread(a, 'Operatör testi');
    await api().post('/gateway/member/api/message/shop-answer').send({ id: thread.id, text: 'Yanıt' }).expect(401);
    await api().get('/gateway/member/api/message/waiting').expect(401);
    await api().post('/gateway/member/api/message/shop-answer').set('authorization', `Bearer ${/environment_token=([^;]+)/.exec(a.cookie)![1]}`).send({ id: thread.id, text: 'Yanıt' }).expect(401);
    // The storefront has no way to answer as the shop.
    await api().post('/api/shop-answer').set('Cookie', a.cookie).send({ id: thread.id, text: 'Yanıt' }).expect(404);
    await operator.answer(thread.id, '').expect(400);
    await operator.answer(thread.id, 'x'.repeat(MEMBER_MESSAGE_LIMITS.textMax + 1)).expect(400);
    expect((await operator.answer(99_999_999, 'Yanıt').expect(404)).body.message).toBe(MemberMessagesText.notFound);
    expect((await detail(a, thread.id).expect(200)).body.thread).toMatchObject({ answered: false, messageCount: 1 });
  });

  it('a deleted membership takes its threads with it', async () => {
    const member = await register();
    const thread = await newThread(member, 'Silinecek mesaj');
    await api().post('/api/delete-member').set('Cookie', member.cookie).send({ password: PASSWORD }).expect(200);
    expect(((await operator.waiting().expect(200)).body.threads as MessageThreadSummary[]).map((each) => each.id)).not.toContain(thread.id);
    await operator.answer(thread.id, 'Geç kalan yanıt').expect(404);
  });

  describe('/u/coupons (S1.02 members have coupons, S7.24 get member coupons)', () => {
    it('a new member holds the welcome coupon: code, description, minimum basket in the shopper\'s currency, validity, not used', async () => {
      const member = await register();
      const tr = await api().get('/api/member-coupons').set('Cookie', member.cookie).expect(200);
      expect(tr.headers['cache-control']).toBe('no-store');
      expect(tr.body).toEqual({
        isSuccess: true,
        coupons: [{ code: 'HOSGELDIN10', name: 'Hoş geldin indirimi %10', kind: 'percent', value: 10, minimumBasket: 200, used: false }],
      });
      const en = await api().get('/api/member-coupons').set('Cookie', member.cookie).set('x-culture', 'en').expect(200);
      expect(en.body.coupons as MemberCoupon[]).toEqual([{ code: 'HOSGELDIN10', name: 'Welcome 10% off', kind: 'percent', value: 10, minimumBasket: 20, used: false }]);
    });

    it('the coupons are the member\'s own: shop-wide coupons nobody was given are not listed, and a coupon made for one member is theirs alone', async () => {
      for (const member of [a, b]) {
        const { id } = (await api().get('/api/active-member').set('Cookie', member.cookie).expect(200)).body.member as { id: number };
        const coupons = (await api().get('/api/member-coupons').set('Cookie', member.cookie).expect(200)).body.coupons as MemberCoupon[];
        // The demo coupon UYE25 is made for the demo member alone (seed/demo-member.ts), member 1 here: the seed's member.
        expect(coupons.map((coupon) => coupon.code)).toEqual(id === 1 ? ['HOSGELDIN10', 'UYE25'] : ['HOSGELDIN10']);
      }
    });
  });
});
