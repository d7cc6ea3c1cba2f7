import { render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router';
import { AddressCatchUp } from './address-catch-up';

function DrawnAddress() {
  const { pathname, search } = useLocation();
  return <p data-testid="drawn">{pathname + search}</p>;
}

/** Stands for the shopper's Back during the router's first render: the address changes before the router listens. */
function BackDuringFirstRender({ to }: { to: string }) {
  if (window.location.pathname === '/') window.history.pushState(null, '', to);
  return null;
}

describe('S2.05 S2.07 the address the first render missed', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('draws the page of the address the browser shows, query kept, when it changed before the router listened', async () => {
    render(
      <BrowserRouter>
        <BackDuringFirstRender to="/en/old-name-p-1?ref=mail" />
        <AddressCatchUp />
        <DrawnAddress />
      </BrowserRouter>,
    );
    expect(await screen.findByText('/en/old-name-p-1?ref=mail')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/en/old-name-p-1?ref=mail');
  });

  it('leaves the address alone when the router drew it', async () => {
    window.history.replaceState({ kept: true }, '', '/saat-c-1?page=2');
    render(<BrowserRouter><AddressCatchUp /><DrawnAddress /></BrowserRouter>);
    expect(await screen.findByText('/saat-c-1?page=2')).toBeTruthy();
    // A navigation would have written a history entry of its own, with a key.
    expect(window.history.state).toMatchObject({ kept: true });
    expect(window.history.state).not.toHaveProperty('key');
  });
});
