import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { ANALYTICS_VISIBILITY, isSeen, useVisibilityOnce, visibilitySteps } from './use-visibility-once';

/** A controllable IntersectionObserver: the test decides how much of the element is on screen. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  disconnected = false;
  observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback, readonly options: IntersectionObserverInit) { FakeObserver.instances.push(this); }
  observe(element: Element) { this.observed.push(element); }
  disconnect() { this.disconnected = true; }
  /** Reports the element `ratio` visible; `height` px of it on a `screen` px tall viewport. */
  show(ratio: number, height = 0, screen = 800) {
    const entry = { isIntersecting: ratio > 0, intersectionRatio: ratio, intersectionRect: { height }, rootBounds: { height: screen } };
    this.callback([entry as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function Probe({ onSeen, watchKey = true }: { onSeen: () => void; watchKey?: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  useVisibilityOnce(ref, ANALYTICS_VISIBILITY, onSeen, watchKey);
  return <div ref={ref} data-testid="probe" />;
}

const latest = () => FakeObserver.instances[FakeObserver.instances.length - 1];

describe('useVisibilityOnce (S9.12 list and promotion views at 10% visibility)', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });

  it('S9.12 watches the element with thresholds up to 10% and calls back only once it is 10% visible', () => {
    const seen = jest.fn();
    const { getByTestId } = render(<Probe onSeen={seen} />);
    expect(ANALYTICS_VISIBILITY).toBe(0.1);
    expect(latest().observed).toEqual([getByTestId('probe')]);
    expect(latest().options.threshold).toContain(0.1);
    act(() => latest().show(0.05, 40));
    expect(seen).not.toHaveBeenCalled();
    act(() => latest().show(0.1, 80));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('S9.12 fires once: the observer lets go after the first sighting', () => {
    const seen = jest.fn();
    render(<Probe onSeen={seen} />);
    const observer = latest();
    act(() => observer.show(0.5, 400));
    act(() => observer.show(1, 800));
    expect(seen).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
    expect(FakeObserver.instances).toHaveLength(1);
  });

  it('S9.12 a new key (another list shown) re-arms it; a null key waits', () => {
    const seen = jest.fn();
    const { rerender } = render(<Probe onSeen={seen} watchKey={null} />);
    expect(FakeObserver.instances).toHaveLength(0);
    rerender(<Probe onSeen={seen} watchKey="page-1" />);
    act(() => latest().show(0.2, 100));
    rerender(<Probe onSeen={seen} watchKey="page-1" />);
    expect(FakeObserver.instances).toHaveLength(1);
    rerender(<Probe onSeen={seen} watchKey="page-2" />);
    expect(FakeObserver.instances).toHaveLength(2);
    act(() => latest().show(0.2, 100));
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('stops watching when the element goes away before it was seen', () => {
    const { unmount } = render(<Probe onSeen={jest.fn()} />);
    unmount();
    expect(latest().disconnected).toBe(true);
  });

  it('counts a list taller than the screen as seen once it fills 10% of the screen', () => {
    const entry = (ratio: number, height: number) => ({ isIntersecting: true, intersectionRatio: ratio, intersectionRect: { height }, rootBounds: { height: 800 } }) as unknown as IntersectionObserverEntry;
    expect(isSeen(entry(0.05, 79), 0.1)).toBe(false);
    expect(isSeen(entry(0.05, 80), 0.1)).toBe(true);
    expect(isSeen({ ...entry(0.5, 400), isIntersecting: false }, 0.1)).toBe(false);
    expect(visibilitySteps(0.1)).toHaveLength(11);
    expect(visibilitySteps(0.1)[0]).toBe(0);
  });

  it('without IntersectionObserver the element counts as seen at once', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const seen = jest.fn();
    render(<Probe onSeen={seen} />);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
