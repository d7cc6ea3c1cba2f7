import { jest } from '@jest/globals';
import {
  isMovingDown, MEGA_MENU_DOWNWARD_OPEN_DELAY, MEGA_MENU_ITEM_CLOSE_DELAY, MEGA_MENU_OPEN_DELAY, MEGA_MENU_PANEL_CLOSE_DELAY, MegaMenuStore,
} from './mega-menu-store';

describe('MegaMenuStore hover timing (S4.03, S9.04)', () => {
  let mega: MegaMenuStore;
  beforeEach(() => { jest.useFakeTimers(); mega = new MegaMenuStore(); });
  afterEach(() => { mega.dispose(); jest.useRealTimers(); });

  it('S9.04 the delays are 150, 200 and 300 ms; closing waits 150-200 ms', () => {
    expect(MEGA_MENU_OPEN_DELAY).toBe(150);
    expect(MEGA_MENU_DOWNWARD_OPEN_DELAY).toBe(300);
    expect([MEGA_MENU_ITEM_CLOSE_DELAY, MEGA_MENU_PANEL_CLOSE_DELAY]).toHaveEvery((delay) => delay >= 150 && delay <= 200);
  });

  it('S4.03 hover opens an item after 150 ms, not before', () => {
    mega.pointerEnterItem(1, false);
    jest.advanceTimersByTime(149);
    expect(mega.openId).toBeNull();
    jest.advanceTimersByTime(1);
    expect(mega.openId).toBe(1);
  });

  it('S4.03 passing over an item for less than 150 ms opens nothing', () => {
    mega.pointerEnterItem(1, false);
    jest.advanceTimersByTime(100);
    mega.pointerLeaveItem();
    jest.advanceTimersByTime(1000);
    expect(mega.openId).toBeNull();
  });

  it('S4.03 moving downward from an open item onto another waits 300 ms', () => {
    mega.openNow(1);
    mega.pointerLeaveItem();
    mega.pointerEnterItem(2, true);
    jest.advanceTimersByTime(299);
    expect(mega.openId).toBe(1);
    jest.advanceTimersByTime(1);
    expect(mega.openId).toBe(2);
  });

  it('S4.03 moving sideways from an open item switches after 150 ms', () => {
    mega.openNow(1);
    mega.pointerLeaveItem();
    mega.pointerEnterItem(2, false);
    jest.advanceTimersByTime(MEGA_MENU_OPEN_DELAY);
    expect(mega.openId).toBe(2);
  });

  it('S4.03 a downward path that reaches the panel in time keeps the first item open', () => {
    mega.openNow(1);
    mega.pointerLeaveItem();
    mega.pointerEnterItem(2, true);
    jest.advanceTimersByTime(120);
    mega.pointerLeaveItem();
    mega.pointerEnterPanel();
    jest.advanceTimersByTime(1000);
    expect(mega.openId).toBe(1);
  });

  it('S4.03 leaving an item closes it after 200 ms', () => {
    mega.openNow(1);
    mega.pointerLeaveItem();
    jest.advanceTimersByTime(MEGA_MENU_ITEM_CLOSE_DELAY - 1);
    expect(mega.openId).toBe(1);
    jest.advanceTimersByTime(1);
    expect(mega.openId).toBeNull();
  });

  it('S4.03 nothing closes while the pointer is over the menu panel', () => {
    mega.openNow(1);
    mega.pointerEnterPanel();
    mega.pointerLeaveItem();
    jest.advanceTimersByTime(5000);
    expect(mega.openId).toBe(1);
  });

  it('S4.03 leaving the panel closes after 150 ms; coming back in time keeps it open', () => {
    mega.openNow(1);
    mega.pointerEnterPanel();
    mega.pointerLeavePanel();
    jest.advanceTimersByTime(100);
    mega.pointerEnterPanel();
    jest.advanceTimersByTime(1000);
    expect(mega.openId).toBe(1);
    mega.pointerLeavePanel();
    jest.advanceTimersByTime(MEGA_MENU_PANEL_CLOSE_DELAY - 1);
    expect(mega.openId).toBe(1);
    jest.advanceTimersByTime(1);
    expect(mega.openId).toBeNull();
  });

  it('S4.03 returning to the open item cancels its close', () => {
    mega.openNow(1);
    mega.pointerLeaveItem();
    jest.advanceTimersByTime(150);
    mega.pointerEnterItem(1, false);
    jest.advanceTimersByTime(1000);
    expect(mega.openId).toBe(1);
  });

  it('keyboard focus opens at once and close() (Escape, link click) closes at once, dropping pending timers', () => {
    mega.pointerEnterItem(3, false);
    mega.openNow(2);
    expect(mega.openId).toBe(2);
    jest.advanceTimersByTime(1000);
    expect(mega.openId).toBe(2);
    mega.pointerEnterPanel();
    mega.close();
    expect(mega.openId).toBeNull();
    expect(mega.pointerOverPanel).toBe(false);
  });

  it('dispose leaves no timer behind', () => {
    mega.pointerEnterItem(1, false);
    mega.dispose();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('isMovingDown compares the pointer with its last position', () => {
    expect(isMovingDown(null, 40)).toBe(false);
    expect(isMovingDown(30, 40)).toBe(true);
    expect(isMovingDown(40, 40)).toBe(false);
    expect(isMovingDown(50, 40)).toBe(false);
  });
});
