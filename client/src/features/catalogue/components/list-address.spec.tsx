import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { criteriaFromSearch, toggleFacet } from '../../../lib/list-criteria';
import { ListLink, useListAddress } from './list-address';

/**
 * React Router 7 draws a navigation in a transition. A list whose answer is not ready yet (here: a
 * page that waits for a promise, as a lazy page or a slow list does) keeps the page drawn from the
 * address before, while the address already holds the shopper's choice.
 */
function makeHold() {
  let release = () => {};
  const waited = new Promise<void>((resolve) => { release = resolve; });
  let released = false;
  function DrawnList() {
    const { search } = useLocation();
    if (search && !released) use(waited);
    return <p data-testid="drawn">{search || 'unfiltered'}</p>;
  }
  return { DrawnList, release: () => { released = true; release(); } };
}

function Controls() {
  const { go } = useListAddress();
  return (
    <>
      <ListLink change={(now) => ({ ...now, minPrice: 100, maxPrice: 200, page: 1 })}>100-200</ListLink>
      <ListLink change={(now) => toggleFacet(now, 'Brand', '4')}>Brand 4</ListLink>
      <button type="button" onClick={() => go((now) => ({ ...now, sort: 'price-desc', page: 1 }))}>Price, high to low</button>
    </>
  );
}

function renderList() {
  const hold = makeHold();
  render(
    <BrowserRouter>
      <Controls />
      <Suspense fallback={<p>loading</p>}><hold.DrawnList /></Suspense>
    </BrowserRouter>,
  );
  return hold;
}

const addressCriteria = () => criteriaFromSearch(window.location.search);

describe('A list\'s own address changes (S2.11)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/saat-c-1'));

  it('S2.11 a sort and a facet chosen while the list of a price range is on its way keep that range', async () => {
    const hold = renderList();
    await act(async () => { fireEvent.click(screen.getByText('100-200')); });
    // The address holds the range; the page is still the one drawn before it.
    expect(addressCriteria()).toMatchObject({ minPrice: 100, maxPrice: 200 });
    expect(screen.getByTestId('drawn')).toHaveTextContent('unfiltered');

    await act(async () => { fireEvent.click(screen.getByText('Price, high to low')); });
    await act(async () => { fireEvent.click(screen.getByText('Brand 4')); });
    expect(addressCriteria()).toMatchObject({ minPrice: 100, maxPrice: 200, sort: 'price-desc', brandIds: [4], page: 1 });
    expect(window.location.pathname).toBe('/saat-c-1');

    await act(async () => { hold.release(); });
    expect(screen.getByTestId('drawn')).toHaveTextContent('price=100-200');
  });

  it('S2.11 a link shows its list\'s address, and one opened in a new tab is left to the browser', async () => {
    renderList();
    const link = screen.getByText('100-200');
    expect(link).toHaveAttribute('href', '/saat-c-1?price=100-200');
    await act(async () => { fireEvent.click(link, { ctrlKey: true }); });
    expect(window.location.search).toBe('');
  });
});
