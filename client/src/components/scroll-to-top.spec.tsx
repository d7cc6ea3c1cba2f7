import { act, fireEvent, render, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { isPastScrollThreshold, ScrollToTop, SCROLL_TO_TOP_THRESHOLD } from './scroll-to-top';

const scrollTo = (y: number) => act(() => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
});

describe('ScrollToTop (S2.17, S9.04)', () => {
  afterEach(() => { Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }); });

  it('S9.04 the threshold is 300 px, strictly past it', () => {
    expect(SCROLL_TO_TOP_THRESHOLD).toBe(300);
    expect(isPastScrollThreshold(300)).toBe(false);
    expect(isPastScrollThreshold(301)).toBe(true);
  });

  it('S2.17 appears after scrolling past 300 px, hides again near the top, and scrolls to the top', () => {
    const scroll = jest.fn();
    window.scrollTo = scroll;
    render(<ScrollToTop label="Back to top" />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(301);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('S2.17 mounted on a page already scrolled past 300 px (the footer comes late), it shows once the frame is laid out', () => {
    jest.useFakeTimers();
    try {
      Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
      render(<ScrollToTop label="Back to top" />);
      expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
      act(() => { jest.runAllTimers(); });
      expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
