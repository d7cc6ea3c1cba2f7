import request from 'supertest';
import type { GatewayOperatorMemberResult } from '../../contracts/gateway/member.js';
import {
  EDUCATION_STATUSES, JOBS, MemberDetailsMessage, type MemberDocument, type MemberReferences, type MemberSegment,
} from '../../contracts/member/member-details.js';
import { MemberMessage } from '../../contracts/member/messages.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { variantsInStock, type Variant } from './cart-fixtures.js';
import { fillCarts, guestShopper, operatorToken, placeByCard, registerShopper, type Shopper } from './order-fixtures.js';

/**
 * The rest of the member service (issue 14 item 7; S7.30 Member: education status and job lists,
 * get by integration code, segments and mappings, documents, references; S6.03 members only).
 */
describe('member service details (S7.30, S6.03, S3.15)', () => {
  let shop: TestApp;
  let bearer: string;
  let variant: Variant;

  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    const config = shop.app.get<AppConfig>(APP_CONFIG);
    bearer = `Bearer ${await operatorToken(shop.url, config.idpClientId, config.idpClientSecret)}`;
    [variant] = await variantsInStock(shop.url, 1);
    expect(variant).toBeDefined();
  });
  afterAll(async () => { await shop?.close(); });

  const api = () => request(shop.url);
  const operator = (method: string, body: object) => api().post(`/gateway/member/api/operator/${method}`).set('authorization', bearer).send(body);
  const memberIdOf = async (shopper: Shopper) => (await api().get('/api/active-member').set('Cookie', shopper.cookie).expect(200)).body.member.id as number;
  const segmentsOf = async (shopper: Shopper) => (await api().get('/api/member-segments').set('Cookie', shopper.cookie).expect(200)).body.segments as MemberSegment[];
  const documentsOf = async (shopper: Shopper) => (await api().get('/api/member-documents').set('Cookie', shopper.cookie).expect(200)).body.documents as MemberDocument[];
  const referencesOf = async (shopper: Shopper) => (await api().get('/api/member-references').set('Cookie', shopper.cookie).expect(200)).body.references as MemberReferences;
  const order = async (shopper: Shopper) => {
    await fillCarts(shop.url, [shopper], variant);
    return (await placeByCard(shop.url, shopper).expect(200)).body.order as { docNo: string };
  };

  it('S7.30 education status and job lists in the shopper\'s language, for anyone (the info form reads them before sign-in too)', async () => {
    const tr = await api().get('/api/education-statuses').expect(200);
    expect(tr.body).toEqual({ isSuccess: true, items: EDUCATION_STATUSES.map((entry) => ({ id: entry.id, name: entry.tr })) });
    const en = await api().get('/api/education-statuses').set('x-culture', 'en').expect(200);
    expect(en.body.items[4]).toEqual({ id: 5, name: 'Bachelor\'s degree' });
    const jobs = await api().get('/api/jobs').set('x-culture', 'en').expect(200);
    expect(jobs.body.items).toEqual(JOBS.map((entry) => ({ id: entry.id, name: entry.en })));
    expect(jobs.body.items.length).toBeGreaterThan(0);
  });

  it('S3.15 S7.30 the info form saves education status and job with the member; ids off the lists are 400 and nothing is stored', async () => {
    const shopper = await registerShopper(shop.url, 'egitim');
    const base = { name: 'Ayşe', surname: 'Işık', isSmsPermitted: false, isEmailPermitted: false };
    const saved = await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...base, educationStatusId: 5, jobId: 2 }).expect(200);
    expect(saved.body.member).toMatchObject({ educationStatusId: 5, jobId: 2 });
    expect((await api().get('/api/active-member').set('Cookie', shopper.cookie).expect(200)).body.member).toMatchObject({ educationStatusId: 5, jobId: 2 });

    const badEducation = await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...base, educationStatusId: 99, jobId: 3 }).expect(400);
    expect(JSON.stringify(badEducation.body)).toContain('educationStatusId must be one of the education status list');
    const badJob = await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...base, educationStatusId: 1, jobId: 'doctor' }).expect(400);
    expect(JSON.stringify(badJob.body)).toContain('jobId must be one of the job list');
    expect((await api().get('/api/active-member').set('Cookie', shopper.cookie).expect(200)).body.member).toMatchObject({ educationStatusId: 5, jobId: 2 });

    // Left empty in the form: cleared.
    const cleared = await api().post('/api/update-member').set('Cookie', shopper.cookie).send(base).expect(200);
    expect(cleared.body.member.educationStatusId).toBeUndefined();
    expect(cleared.body.member.jobId).toBeUndefined();
  });

  it('S6.03 S7.30 a visitor gets 401 and a guest 403 on segments, documents and references', async () => {
    const guest = await guestShopper(shop.url, 'detay-misafir');
    for (const path of ['/api/member-segments', '/api/member-documents', '/api/member-references']) {
      expect((await api().get(path).expect(401)).body.message).toBe(MemberMessage.notSignedIn);
      expect((await api().get(path).set('Cookie', guest.cookie).expect(403)).body.message).toBe(MemberMessage.membersOnly);
    }
    expect((await api().post('/api/add-reference').send({ referenceCode: 'ABCDEFGH' }).expect(401)).body.message).toBe(MemberMessage.notSignedIn);
    await api().post('/api/add-reference').set('Cookie', guest.cookie).send({ referenceCode: 'ABCDEFGH' }).expect(403);
  });

  it('S7.30 documents: the membership agreement at sign-up, then both agreements of each order; member B never sees A\'s', async () => {
    const a = await registerShopper(shop.url, 'belge-a');
    const b = await registerShopper(shop.url, 'belge-b');
    const first = await documentsOf(a);
    expect(first).toEqual([{ type: 'membership-agreement', acceptedAt: expect.any(String) as string }]);
    const placed = await order(a);
    const after = await documentsOf(a);
    expect(after.filter((document) => document.docNo === placed.docNo).map((document) => document.type).sort()).toEqual(['pre-information-form', 'sales-agreement']);
    expect(after).toHaveLength(3);
    const others = await documentsOf(b);
    expect(others.map((document) => document.type)).toEqual(['membership-agreement']);
    expect(JSON.stringify(others)).not.toContain(placed.docNo);
  });

  it('S7.30 segments: derived from the member\'s orders, mapped and unmapped by the operator; each member reads only their own', async () => {
    const a = await registerShopper(shop.url, 'segment-a');
    const b = await registerShopper(shop.url, 'segment-b');
    expect(await segmentsOf(a)).toEqual([]);
    const id = await memberIdOf(a);
    const mapped = await operator('set-segment-mapping', { memberId: id, segmentCode: 'vip', assigned: true }).expect(200);
    expect(mapped.body.segments).toEqual([expect.objectContaining({ code: 'vip', source: 'assigned', name: 'VIP üye' })]);
    await order(a);
    const mine = await segmentsOf(a);
    expect(mine.map((segment) => [segment.code, segment.source])).toEqual([['buyer', 'derived'], ['vip', 'assigned']]);
    expect(mine.find((segment) => segment.code === 'vip')?.since).toEqual(expect.any(String));
    expect(await segmentsOf(b)).toEqual([]);
    const english = (await api().get('/api/member-segments').set('Cookie', a.cookie).set('x-culture', 'en').expect(200)).body.segments as MemberSegment[];
    expect(english.map((segment) => segment.name)).toEqual(['Shopper with orders', 'VIP member']);

    await operator('set-segment-mapping', { memberId: id, segmentCode: 'vip', assigned: false }).expect(200);
    expect((await segmentsOf(a)).map((segment) => segment.code)).toEqual(['buyer']);
  });

  it('S7.30 segment mappings refuse derived or unknown segments (400), unknown members (404), and any caller without the engine\'s bearer token (401)', async () => {
    const shopper = await registerShopper(shop.url, 'segment-red');
    const id = await memberIdOf(shopper);
    for (const segmentCode of ['buyer', 'nope']) {
      const refused = await operator('set-segment-mapping', { memberId: id, segmentCode, assigned: true }).expect(400);
      expect(JSON.stringify(refused.body)).toContain(MemberDetailsMessage.unknownSegment);
    }
    await operator('set-segment-mapping', { memberId: id, segmentCode: 'vip', assigned: 'yes' }).expect(400);
    const missing = await operator('set-segment-mapping', { memberId: 99_999_999, segmentCode: 'vip', assigned: true }).expect(404);
    expect(missing.body.message).toBe(MemberDetailsMessage.memberNotFound);
    await api().post('/gateway/member/api/operator/set-segment-mapping').set('Cookie', shopper.cookie).send({ memberId: id, segmentCode: 'vip', assigned: true }).expect(401);
    expect(await segmentsOf(shopper)).toEqual([]);
  });

  it('S7.30 get by integration code: the operator sets a member\'s code and finds the member by it; unknown 404, taken 409, malformed 400, no bearer 401', async () => {
    const a = await registerShopper(shop.url, 'entegre-a');
    const b = await registerShopper(shop.url, 'entegre-b');
    const [idA, idB] = [await memberIdOf(a), await memberIdOf(b)];
    const code = `ERP-${idA}-${Date.now()}`;
    await operator('set-integration-code', { memberId: idA, integrationCode: code }).expect(200);
    const found = (await operator('get-by-integration-code', { integrationCode: code }).expect(200)).body as GatewayOperatorMemberResult;
    expect(found.member).toMatchObject({ id: idA, email: a.email, integrationCode: code, isGuest: false });
    expect(found.member).not.toHaveProperty('passwordHash');

    const unknown = await operator('get-by-integration-code', { integrationCode: 'ERP-none' }).expect(404);
    expect(unknown.body.message).toBe(MemberDetailsMessage.integrationCodeNotFound);
    const taken = await operator('set-integration-code', { memberId: idB, integrationCode: code }).expect(409);
    expect(taken.body.message).toBe(MemberDetailsMessage.integrationCodeTaken);
    const malformed = await operator('get-by-integration-code', { integrationCode: 'bad code; drop' }).expect(400);
    expect(JSON.stringify(malformed.body)).toContain('integrationCode must be 1-40 letters');
    await operator('set-integration-code', { memberId: 99_999_999, integrationCode: 'ERP-x' }).expect(404);
    await api().post('/gateway/member/api/operator/get-by-integration-code').set('Cookie', a.cookie).send({ integrationCode: code }).expect(401);
  });

  it('S7.30 references: a member names who brought them in once; the referrer sees them; own, unknown and malformed codes are refused', async () => {
    const a = await registerShopper(shop.url, 'referans-a');
    const b = await registerShopper(shop.url, 'referans-b');
    const c = await registerShopper(shop.url, 'referans-c');
    const first = await referencesOf(a);
    expect(first.referenceCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(first.references).toEqual([]);
    expect((await referencesOf(a)).referenceCode).toBe(first.referenceCode);

    const added = await api().post('/api/add-reference').set('Cookie', b.cookie).send({ referenceCode: first.referenceCode.toLowerCase() }).expect(200);
    expect(added.body.references.referredBy).toBe(first.referenceCode);
    expect((await referencesOf(a)).references).toEqual([{ name: 'Ayşe I.', joinedAt: expect.any(String) as string }]);
    expect((await referencesOf(c)).references).toEqual([]);

    const again = await api().post('/api/add-reference').set('Cookie', b.cookie).send({ referenceCode: (await referencesOf(c)).referenceCode }).expect(409);
    expect(again.body.message).toBe(MemberDetailsMessage.referenceAlreadyGiven);
    const own = await api().post('/api/add-reference').set('Cookie', a.cookie).send({ referenceCode: first.referenceCode }).expect(400);
    expect(own.body.message).toBe(MemberDetailsMessage.ownReferenceCode);
    const unknown = await api().post('/api/add-reference').set('Cookie', c.cookie).send({ referenceCode: 'ZZZZZZZZ' }).expect(404);
    expect(unknown.body.message).toBe(MemberDetailsMessage.referenceCodeUnknown);
    const malformed = await api().post('/api/add-reference').set('Cookie', c.cookie).send({ referenceCode: 'abc' }).expect(400);
    expect(JSON.stringify(malformed.body)).toContain('referenceCode must be 8 letters or digits');
    expect((await referencesOf(c)).referredBy).toBeUndefined();
  });
});
