import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { KEEP_SCROLL, useNewPageAtTop } from './use-new-page-at-top';

let navigate: NavigateFunction;
function Probe() {
  useNewPageAtTop();
  navigate = useNavigate();
  return null;
}

describe('useNewPageAtTop: another page opens at its top', () => {
  const original = window.scrollTo;
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo;
    render(<MemoryRouter initialEntries={['/saat-c-1']}><Probe /></MemoryRouter>);
  });
  afterEach(() => { window.scrollTo = original; });

  it('the first page is left alone; a link to another path scrolls to the top', async () => {
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => { await navigate('/urun-p-1'); });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('a change of the query alone (a filter, the sort) keeps the place', async () => {
    await act(async () => { await navigate('/saat-c-1?brand=12'); });
    await act(async () => { await navigate('/saat-c-1?brand=12&sort=price_asc'); });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('Back is the browser\'s to restore, and a move asking to keep the scroll keeps it', async () => {
    await act(async () => { await navigate('/urun-p-2', { state: KEEP_SCROLL }); });
    await act(async () => { await navigate(-1); });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
