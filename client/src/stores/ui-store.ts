import { makeAutoObservable } from 'mobx';
import type { ComponentType } from 'react';
import type { Culture } from '../../../contracts/enums';
import type { SiteConfig } from '../../../contracts/site/entities';
import { isDesktop, overlayOffset } from '../lib/breakpoints';
import { deviceTypeOf } from '../lib/device';

/** What the cart-added notice shows (S2.22): set when a product goes into the cart. */
export interface AddedCartItem {
  productId: number;
  name: string;
  imagePath?: string;
  stockTypeName?: string;
}

/** The member modals of spec §2: sign in/up, guest, one-time password, member, forgot password, change password. */
export type MemberModal = 'signIn' | 'guest' | 'otp' | 'member' | 'forgotPassword' | 'changePassword';

/** Site state (S3.26) and the page's language and viewport. */
export class UiStore {
  /** Last added cart item, or null (S3.26). */
  lastAddedCartItem: AddedCartItem | null = null;
  /** Running inside the mobile app's web view (S3.26). */
  isMobileApp = false;
  /** Mini cart panel open (S3.26). */
  isMiniCartOpen = false;
  /** A cart line's remove confirmation is open (S3.27): the mini cart stays open under it. */
  isRemoveAlertOpen = false;
  /** The live cart channel is connected and following the shopper's cart (S4.20). */
  liveCartConnected = false;
  /** The signed-in member's initials for the header avatar (S2 Header), null for anyone else. */
  memberInitials: string | null = null;
  /**
   * The open member modal, or null: one at a time (S4.15). Kept here, not in the member store, so
   * the shell can fetch the modals' code when one opens without loading the member feature first.
   */
  memberModal: MemberModal | null = null;
  /** Where the guest modal leads after success (S4.06), when its opener named a place. */
  memberModalReturnUrl: string | null = null;
  /**
   * What draws the member modals, handed over by the member feature once its code has loaded
   * (openMemberModal, features/member/member-store.ts): the shell draws it without importing the
   * feature, so the first page's script names none of the modals' files. Not observed: it is set
   * before the modal opens, and memberModal's change redraws the shell (plain assignment will do).
   */
  memberModalHost: ComponentType | null = null;
  culture: Culture = 'tr';
  /**
   * The current page in each language when the page knows it (catalogue paths are translated
   * slugs, not a /en prefix); null for fixed routes, whose other-language path is derived.
   */
  alternatePaths: Record<Culture, string> | null = null;
  viewportWidth = 1280;
  userAgent = '';

  constructor(readonly config: SiteConfig) {
    makeAutoObservable(this, { config: false, memberModalHost: false });
  }

  get deviceType() {
    return deviceTypeOf(this.viewportWidth, this.userAgent, this.isMobileApp);
  }

  get isDesktop() {
    return isDesktop(this.viewportWidth);
  }

  /** Offset of overlays below the header (S9.04). */
  get overlayOffset() {
    return overlayOffset(this.viewportWidth);
  }

  setCulture(culture: Culture) { this.culture = culture; }
  setAlternatePaths(paths: Record<Culture, string> | null) { this.alternatePaths = paths; }
  setViewport(width: number, userAgent: string) { this.viewportWidth = width; this.userAgent = userAgent; }
  setMobileApp(value: boolean) { this.isMobileApp = value; }
  setLastAddedCartItem(item: AddedCartItem | null) { this.lastAddedCartItem = item; }
  /** The basket itself is shown: the notice of what was just added would only cover it (issue 32: it hid the mini cart's close button). */
  openMiniCart() { this.isMiniCartOpen = true; this.lastAddedCartItem = null; }
  closeMiniCart() { this.isMiniCartOpen = false; }
  setRemoveAlertOpen(open: boolean) { this.isRemoveAlertOpen = open; }
  setLiveCartConnected(connected: boolean) { this.liveCartConnected = connected; }
  setMemberInitials(initials: string | null) { this.memberInitials = initials; }
  /** Opens one member modal and so closes any other (S4.15); null closes them all. */
  openMemberModal(modal: MemberModal | null, returnUrl: string | null = null) { this.memberModal = modal; this.memberModalReturnUrl = returnUrl; }
  toggleMiniCart() { if (this.isMiniCartOpen) this.closeMiniCart(); else this.openMiniCart(); }
  /** Another page: the mini cart and the cart-added notice close (S2.23), so neither covers the new page's controls. */
  pageChanged() { this.isMiniCartOpen = false; this.lastAddedCartItem = null; }
}
