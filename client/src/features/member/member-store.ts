import { makeAutoObservable, runInAction } from 'mobx';
import { CookieName } from '../../../../contracts/enums';
import { ActiveMemberHint, MemberStatus, type Member, type MemberStatusValue, type PendingActivation } from '../../../../contracts/member/entities';
import type { LoginPayload, RegisterPayload } from '../../../../contracts/member/payloads';
import type { MemberResponse } from '../../../../contracts/member/responses';
import { trackerPhone } from '../../../../contracts/member/limits';
import { track } from '../../lib/analytics';
import { readCookie } from '../../lib/cookies';
import type { StoreFactory } from '../../stores/root-store';
import type { MemberModal, UiStore } from '../../stores/ui-store';
import { memberApi, type MemberApi } from './api';
import { clearWishList } from './wish-list';

/** What the store tells the rest of the app (the cart's count, analytics) without importing it. */
export interface MemberStoreHooks {
  /** Someone signed in or out: the cart the token names changed. */
  cartChanged?: () => void;
  /** The sign-in changed (the token is another one, or none): the live channel opens again with it. */
  signInChanged?: (hasToken: boolean) => void;
  /** Sign-out started: the basket shows 0 before the server answers (S4 Logout). */
  signingOut?: () => void;
  /** The header's avatar: the signed-in member's initials, or null for anyone else. */
  avatarChanged?: (initials: string | null) => void;
  /** Someone signed in, out or on as a guest: any open member modal has done its work. */
  closeModals?: () => void;
}

/** Spec §7 analytics: the member tracker gets the phone number with +90 in front. */
function trackMember(member: Member): void {
  if (member.mobilePhone) track('member_tracker', { member_id: member.id, phone: trackerPhone(member.mobilePhone) });
}

/**
 * Who is shopping (spec §3 member-side state, §4 member status, modals, logout): status -1 until
 * read, 1 when the active_member cookie is there, else 0; a member (not a guest) is then read
 * from the server. The cookie is only a hint for the page: every member call is checked on the
 * server against the httpOnly environment token.
 */
export class MemberStore {
  status: MemberStatusValue = MemberStatus.Unknown;
  member: Member | null = null;
  isGuest = false;
  pendingActivation: PendingActivation | null = null;
  /** With SMS activation pending: where the code went, masked (5** *** 45 67). */
  activationPhone: string | null = null;

  private readonly signOutListeners = new Set<() => void>();

  constructor(private readonly api: MemberApi, private readonly hooks: MemberStoreHooks = {}) {
    makeAutoObservable<MemberStore, 'api' | 'hooks' | 'signOutListeners'>(this, { api: false, hooks: false, signOutListeners: false });
  }

  get isMember(): boolean {
    return this.status === MemberStatus.LoggedIn && !this.isGuest;
  }

  /** Initials for the header avatar (S2 Header): first letters of name and surname. */
  get initials(): string {
    const first = (text?: string) => (text ? Array.from(text.trim())[0] ?? '' : '');
    return `${first(this.member?.name)}${first(this.member?.surname)}`.toLocaleUpperCase(this.member?.defaultLanguage === 'en' ? 'en' : 'tr');
  }

  /** Start-up (S4 member status): the cookie says whether anyone is signed in; members are then read. */
  async start(): Promise<void> {
    const hint = readCookie(CookieName.ActiveMember);
    this.status = hint ? MemberStatus.LoggedIn : MemberStatus.None;
    this.isGuest = hint === ActiveMemberHint.Guest;
    if (hint === ActiveMemberHint.Member) await this.loadActiveMember();
  }

  async loadActiveMember(): Promise<void> {
    try {
      this.accept(await this.api.activeMember());
    } catch {
      // The token was refused (signed out elsewhere, expired): the page is a visitor's again.
      runInAction(() => this.reset());
    }
  }

  /** A sign-in, sign-up or OTP answer: the member and the new token's cart are the page's now. */
  accept(response: MemberResponse): void {
    this.member = response.member;
    this.isGuest = response.member.isGuest;
    this.status = MemberStatus.LoggedIn;
    this.pendingActivation = response.pendingActivation ?? null;
    this.activationPhone = response.activationPhone ?? null;
    this.showAvatar();
  }

  /**
   * Sign-in by e-mail and password; a refusal (wrong password, too many tries, the bot check
   * asked for) is thrown with the server's message. `captchaToken`: the bot check's solution.
   */
  async login(payload: LoginPayload, captchaToken?: string): Promise<MemberResponse> {
    const response = await this.api.login(payload, captchaToken);
    this.signedIn(response);
    track('login', { method: 'password' });
    trackMember(response.member);
    return response;
  }

  /** A passkey sign-in's answer (features/member/passkey-api.ts): the same as a password sign-in's, tracked as a passkey login. */
  passkeySignedIn(response: MemberResponse): void {
    this.signedIn(response);
    track('login', { method: 'passkey' });
    trackMember(response.member);
  }

  async register(payload: RegisterPayload): Promise<MemberResponse> {
    const response = await this.api.register(payload);
    this.signedIn(response);
    track('sign_up', { method: 'password' });
    trackMember(response.member);
    return response;
  }

  /** Guest logon (spec §6, §7): the e-mail, country TR and the bot check's solution. */
  async logonAsGuest(email: string, captchaToken: string): Promise<void> {
    await this.api.logonAsGuest({ Email: email, countryCode: 'TR' }, captchaToken);
    this.guestSignedIn();
  }

  /** The activation code (S4 OTP): the member's record comes back without a pending activation. */
  async verifyOtp(code: string): Promise<void> {
    this.accept(await this.api.verifyOtp(code));
  }

  resendOtp(): Promise<unknown> { return this.api.resendOtp(); }
  forgotPassword(email: string): Promise<unknown> { return this.api.forgotPassword({ email }); }
  renewPassword(token: string, newPassword: string): Promise<unknown> { return this.api.renewPassword({ token, newPassword }); }
  async privacyText(): Promise<string> { return (await this.api.privacyText()).result; }

  signedIn(response: MemberResponse): void {
    this.accept(response);
    this.hooks.closeModals?.();
    this.hooks.signInChanged?.(true);
    this.hooks.cartChanged?.();
  }

  guestSignedIn(): void {
    this.status = MemberStatus.LoggedIn;
    this.isGuest = true;
    this.member = null;
    this.hooks.closeModals?.();
    this.showAvatar();
    this.hooks.signInChanged?.(true);
    this.hooks.cartChanged?.();
  }

  /** Called when the member signs out (the account pages' lists and local wish-list forget them). */
  onSignOut(listener: () => void): void {
    this.signOutListeners.add(listener);
  }

  /** S4 Logout: the account state and the basket count are reset before the server is called. */
  async logout(): Promise<boolean> {
    this.reset();
    for (const listener of this.signOutListeners) listener();
    this.hooks.signingOut?.();
    try {
      await this.api.logout();
      return true;
    } catch {
      return false;
    } finally {
      this.hooks.signInChanged?.(false);
    }
  }

  setMember(member: Member): void {
    this.member = member;
    this.showAvatar();
  }

  private reset(): void {
    this.status = MemberStatus.None;
    this.member = null;
    this.isGuest = false;
    this.pendingActivation = null;
    this.activationPhone = null;
    this.hooks.closeModals?.();
    clearWishList();
    this.showAvatar();
  }

  /** The header draws the avatar from the UI store, so its first download carries no member code. */
  private showAvatar(): void {
    this.hooks.avatarChanged?.(this.isMember && this.member ? this.initials : null);
  }
}

/**
 * The shop's member store (RootStore.lazyStore): made by the first page that needs it (sign-in,
 * account, checkout) or by the shell when the active_member cookie says someone is signed in.
 */
export const memberStore: StoreFactory<MemberStore> = (root) => {
  const store = new MemberStore(memberApi(root.api), {
    cartChanged: () => void root.cart.loadCount(),
    signInChanged: (hasToken) => void root.signInChanged(hasToken),
    signingOut: () => root.cart.signedOut(),
    avatarChanged: (initials) => root.ui.setMemberInitials(initials),
    closeModals: () => root.ui.openMemberModal(null),
  });
  void store.start();
  return store;
};

/**
 * Opens a member modal over the page (S2.26, S4.15), fetching the modals' code the first time
 * and handing it to the shell, which draws it without importing this feature (so the first
 * page's script names none of the modals' files).
 */
export async function openMemberModal(ui: UiStore, modal: MemberModal, returnUrl: string | null = null): Promise<void> {
  const { MemberModals } = await import('./components/member-modals');
  ui.memberModalHost = MemberModals;
  ui.openMemberModal(modal, returnUrl);
}
