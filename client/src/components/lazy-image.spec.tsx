import { act, render, screen } from '@testing-library/react';
import { LAZY_IMAGE_MARGIN, LazyImage } from './lazy-image';

/** A controllable IntersectionObserver: the test decides when the element comes near. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback, readonly options: IntersectionObserverInit) { FakeObserver.instances.push(this); }
  observe() {}
  disconnect() { this.disconnected = true; }
  enter() { this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver); }
}

describe('LazyImage (S4.18, S9.06)', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });

  it('S4.18 shows a placeholder until the element is within 200 px of the viewport, then the image', () => {
    render(<LazyImage src="/media/products/1-1.svg" alt="Saat" width={330} height={330} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(FakeObserver.instances[0].options.rootMargin).toBe(LAZY_IMAGE_MARGIN);
    expect(LAZY_IMAGE_MARGIN).toBe('200px');
    act(() => FakeObserver.instances[0].enter());
    expect(screen.getByRole('img', { name: 'Saat' })).toHaveAttribute('src', '/image/media/products/1-1.svg?w=330&h=330');
    expect(screen.getByRole('img', { name: 'Saat' })).toHaveAttribute('srcset', expect.stringContaining('?w=660&h=660 2x'));
  });

  it('S4.18 loads once only: the observer lets go after the first sighting', () => {
    render(<LazyImage src="/a.svg" alt="a" width={10} height={10} />);
    const observer = FakeObserver.instances[0];
    act(() => observer.enter());
    expect(observer.disconnected).toBe(true);
    expect(FakeObserver.instances).toHaveLength(1);
  });

  it('keeps its size before loading so the page does not jump', () => {
    const { container } = render(<LazyImage src="/a.svg" alt="a" width={330} height={750} />);
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('330 / 750');
  });
});
