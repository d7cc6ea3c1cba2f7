import { MemberStatus, type Member } from '../../../../contracts/member/entities';
import { testStores } from '../../test-stores';
import { fakeAccountServer, type FakeRoutes } from './account-test-server';
import { memberStore } from './member-store';

const MEMBER: Member = { id: 7, name: 'şule', surname: 'ince', email: 'sule@example.com', isSmsPermitted: false, isEmailPermitted: true, defaultLanguage: 'tr', isGuest: false };

function setHint(value: string | null): void {
  document.cookie = value === null ? 'active_member=; path=/; max-age=0' : `active_member=${value}; path=/`;
}

function storeWith(routes: FakeRoutes) {
  const server = fakeAccountServer({ 'GET /api/basket-count': () => ({ isSuccess: true, count: 0 }), ...routes });
  const { stores } = testStores(server.fetcher);
  return { stores, server, member: stores.lazyStore(memberStore) };
}

describe('member store (S3.16 S4.12 S4.14 S6.02 S2.13)', () => {
  afterEach(() => {
    setHint(null);
    localStorage.clear();
  });

  it('S4.14 no active_member cookie: status 0 at once, and the server is not asked', () => {
    const { member, server } = storeWith({});
    expect(member.status).toBe(MemberStatus.None);
    expect(server.calls).toHaveLength(0);
  });

  it('S4.14 a member cookie: status 1, the active member is read, the header gets the initials the Turkish way', async () => {
    setHint('member');
    const { member, stores, server } = storeWith({ 'GET /api/active-member': () => ({ isSuccess: true, member: MEMBER }) });
    expect(member.status).toBe(MemberStatus.LoggedIn);
    await member.loadActiveMember();
    expect(server.callsTo('GET', '/api/active-member').length).toBeGreaterThan(0);
    expect(member.isMember).toBe(true);
    expect(stores.ui.memberInitials).toBe('Şİ');
  });

  it('S6.02 a guest cookie: signed in as a guest, the active member is not fetched and no avatar shows', () => {
    setHint('guest');
    const { member, server, stores } = storeWith({});
    expect(member.status).toBe(MemberStatus.LoggedIn);
    expect(member.isGuest).toBe(true);
    expect(member.isMember).toBe(false);
    expect(server.callsTo('GET', '/api/active-member')).toHaveLength(0);
    expect(stores.ui.memberInitials).toBeNull();
  });

  it('a refused token (signed out elsewhere) makes the page a visitor\'s again', async () => {
    setHint('member');
    const { member } = storeWith({});
    await member.loadActiveMember();
    expect(member.status).toBe(MemberStatus.None);
    expect(member.member).toBeNull();
  });

  it('S4.12 logout: state, basket count and the local wish-list are reset before the server answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { member, stores } = storeWith({ 'POST /api/logout': () => new Promise((resolve) => { answer = resolve; }) });
    member.accept({ isSuccess: true, member: MEMBER });
    stores.cart.itemCount = 3;
    localStorage.setItem('wish-list', '1,2');
    const leaving = member.logout();
    expect(member.status).toBe(MemberStatus.None);
    expect(member.member).toBeNull();
    expect(stores.cart.itemCount).toBe(0);
    expect(localStorage.getItem('wish-list')).toBeNull();
    expect(stores.ui.memberInitials).toBeNull();
    answer({ isSuccess: true });
    await expect(leaving).resolves.toBe(true);
  });

  it('S2.26 S4.15 opening a member modal closes the one that was open, and signing in closes it', () => {
    const { member, stores } = storeWith({});
    stores.ui.openMemberModal('guest', '/c/cart-summary');
    stores.ui.openMemberModal('signIn');
    expect([stores.ui.memberModal, stores.ui.memberModalReturnUrl]).toEqual(['signIn', null]);
    member.signedIn({ isSuccess: true, member: MEMBER });
    expect(stores.ui.memberModal).toBeNull();
  });
});
