import { makeAutoObservable } from 'mobx';

/** Hover delay before an item opens (S4.03, S9.04). */
export const MEGA_MENU_OPEN_DELAY = 150;
/** Hover delay while another item is open and the pointer moves down towards its panel (S4.03). */
export const MEGA_MENU_DOWNWARD_OPEN_DELAY = 300;
/** Delay before closing once the pointer left an item: time to reach the panel (S4.03). */
export const MEGA_MENU_ITEM_CLOSE_DELAY = 200;
/** Delay before closing once the pointer left the panel (S4.03). */
export const MEGA_MENU_PANEL_CLOSE_DELAY = 150;

/** True when the pointer went down since the last position seen (moving towards the open panel). */
export const isMovingDown = (previousY: number | null, currentY: number) => previousY !== null && currentY > previousY;

/**
 * Which desktop mega-menu item is open, with the hover timing of S4.03: opening waits 150 ms
 * (300 ms when moving down from another open item, so a diagonal path to the panel does not
 * switch items); closing waits 150-200 ms and never happens while the pointer is over the menu.
 */
export class MegaMenuStore {
  /** Id of the open top item, or null. */
  openId: number | null = null;
  /** The pointer is over the open panel. */
  pointerOverPanel = false;
  private openTimer: ReturnType<typeof setTimeout> | null = null;
  private closeTimer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    makeAutoObservable<MegaMenuStore, 'openTimer' | 'closeTimer'>(this, { openTimer: false, closeTimer: false });
  }

  /** The pointer entered a top item; `movingDown` tells whether it came from above. */
  pointerEnterItem(id: number, movingDown: boolean): void {
    this.cancelClose();
    this.cancelOpen();
    if (this.openId === id) return;
    const delay = this.openId !== null && movingDown ? MEGA_MENU_DOWNWARD_OPEN_DELAY : MEGA_MENU_OPEN_DELAY;
    this.openTimer = setTimeout(() => this.show(id), delay);
  }

  /** The pointer left a top item (and its panel). */
  pointerLeaveItem(): void {
    this.cancelOpen();
    this.scheduleClose(MEGA_MENU_ITEM_CLOSE_DELAY);
  }

  /** The pointer is over the open panel: nothing closes while it stays. */
  pointerEnterPanel(): void {
    this.pointerOverPanel = true;
    this.cancelClose();
  }

  pointerLeavePanel(): void {
    this.pointerOverPanel = false;
    this.scheduleClose(MEGA_MENU_PANEL_CLOSE_DELAY);
  }

  /** Keyboard focus reached an item: open it at once. */
  openNow(id: number): void {
    this.cancelOpen();
    this.cancelClose();
    this.openId = id;
  }

  /** Escape, a link click or focus leaving the menu: close at once. */
  close(): void {
    this.cancelOpen();
    this.cancelClose();
    this.openId = null;
    this.pointerOverPanel = false;
  }

  /** Stops pending timers (the menu unmounts). */
  dispose(): void {
    this.cancelOpen();
    this.cancelClose();
  }

  private show(id: number): void {
    this.openTimer = null;
    this.openId = id;
  }

  private scheduleClose(delay: number): void {
    this.cancelClose();
    if (this.openId === null) return;
    this.closeTimer = setTimeout(() => this.closeUnlessOverPanel(), delay);
  }

  private closeUnlessOverPanel(): void {
    this.closeTimer = null;
    if (!this.pointerOverPanel) this.openId = null;
  }

  private cancelOpen(): void {
    if (this.openTimer !== null) clearTimeout(this.openTimer);
    this.openTimer = null;
  }

  private cancelClose(): void {
    if (this.closeTimer !== null) clearTimeout(this.closeTimer);
    this.closeTimer = null;
  }
}
