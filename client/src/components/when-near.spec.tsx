import { act, render, screen } from '@testing-library/react';
import { FakeObserver, setIntersectionObserver } from '../test-observers';
import { WHEN_NEAR_MARGIN, WhenNear } from './when-near';

describe('WhenNear: parts far below the first screen are built when the shopper scrolls near them', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    setIntersectionObserver(FakeObserver);
  });
  afterEach(() => setIntersectionObserver(undefined));

  it('draws only its marker until it comes within the margin, then its children, and keeps them', () => {
    render(<WhenNear name="home-rows"><p>Rows</p></WhenNear>);
    expect(screen.queryByText('Rows')).toBeNull();
    expect(document.querySelector('[data-when-near="home-rows"]')).not.toBeNull();
    expect(FakeObserver.instances[0].options.rootMargin).toBe(WHEN_NEAR_MARGIN);
    act(() => FakeObserver.instances[0].enter());
    expect(screen.getByText('Rows')).toBeInTheDocument();
    expect(FakeObserver.instances[0].disconnected).toBe(true);
  });

  it('without IntersectionObserver the children are drawn at once', () => {
    setIntersectionObserver(undefined);
    render(<WhenNear name="product-rows"><p>Related</p></WhenNear>);
    expect(screen.getByText('Related')).toBeInTheDocument();
  });
});
