import { act, render, screen } from '@testing-library/react';
import { FakeObserver, setIntersectionObserver } from '../test-observers';
import { LAZY_IMAGE_MARGIN, LazyImage } from './lazy-image';

describe('LazyImage (S4.18, S9.06)', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    setIntersectionObserver(FakeObserver);
  });

  it('S4.18 shows a placeholder until the element is within 200 px of the viewport, then the image', () => {
    render(<LazyImage src="/media/products/1-1.svg" alt="Saat" width={330} height={330} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(FakeObserver.instances[0].options.rootMargin).toBe(LAZY_IMAGE_MARGIN);
    expect(LAZY_IMAGE_MARGIN).toBe('200px');
    act(() => FakeObserver.instances[0].enter());
    expect(screen.getByRole('img', { name: 'Saat' })).toHaveAttribute('src', '/image/media/products/1-1.svg?w=330&h=330');
    expect(screen.getByRole('img', { name: 'Saat' })).toHaveAttribute('srcset', '/image/media/products/1-1.svg?w=330&h=330 330w, /image/media/products/1-1.svg?w=660&h=660 660w');
    expect(screen.getByRole('img', { name: 'Saat' })).toHaveAttribute('sizes', '330px'); // the box's 1x and 2x
  });

  it('S4.18 loads once only: the observer lets go after the first sighting', () => {
    render(<LazyImage src="/a.svg" alt="a" width={10} height={10} />);
    const observer = FakeObserver.instances[0];
    act(() => observer.enter());
    expect(observer.disconnected).toBe(true);
    expect(FakeObserver.instances).toHaveLength(1);
  });

  it('S4.18 removes nothing when the image arrives: a click begun on the placeholder still lands', () => {
    const { container } = render(<LazyImage src="/a.svg" alt="a" width={10} height={10} />);
    const holder = container.firstChild as HTMLElement;
    const before = Array.from(holder.querySelectorAll('*'));
    act(() => FakeObserver.instances[0].enter());
    expect(screen.getByRole('img', { name: 'a' }).parentElement).toBe(holder);
    expect(before.filter((element) => !holder.contains(element))).toEqual([]);
  });

  it('keeps its size before loading so the page does not jump', () => {
    const { container } = render(<LazyImage src="/a.svg" alt="a" width={330} height={750} />);
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('330 / 750');
  });

  it('S4.18 a first-screen image (priority) is there from the first render, fetched at high priority, with its size fixed', () => {
    render(<LazyImage src="/media/products/1-1.svg" alt="Saat" width={600} height={600} priority />);
    const image = screen.getByRole('img', { name: 'Saat' });
    expect(image).toHaveAttribute('src', '/image/media/products/1-1.svg?w=600&h=600');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '600');
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('S9.13 a picture whose width follows the layout is offered at several widths for its sizes, not at 1x and 2x', () => {
    render(<LazyImage src="/media/products/1-1.svg" alt="Saat" width={600} height={600} priority responsive={{ widths: [360, 720], sizes: 'calc(100vw - 32px)' }} />);
    const image = screen.getByRole('img', { name: 'Saat' });
    expect(image).toHaveAttribute('srcset', '/image/media/products/1-1.svg?w=360&h=360 360w, /image/media/products/1-1.svg?w=720&h=720 720w');
    expect(image).toHaveAttribute('sizes', 'calc(100vw - 32px)');
    expect(image).toHaveAttribute('src', '/image/media/products/1-1.svg?w=600&h=600');
  });

  it('pictures from elsewhere get neither srcset nor sizes', () => {
    render(<LazyImage src="https://cdn.example/a.jpg" alt="a" width={600} height={600} priority responsive={{ widths: [360], sizes: '100vw' }} />);
    expect(screen.getByRole('img', { name: 'a' })).not.toHaveAttribute('sizes');
  });
});
