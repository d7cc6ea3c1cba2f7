import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { KEEP_SCROLL, useNewPageAtTop } from './use-new-page-at-top';

let navigate: NavigateFunction;
function Probe() {
  const announced = useNewPageAtTop();
  navigate = useNavigate();
  return (
    <>
      <button type="button">header link</button>
      <main id="main" tabIndex={-1} />
      <p data-testid="announcer">{announced}</p>
    </>
  );
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

describe('useNewPageAtTop: a new page takes the focus and is announced (issue 32 item 18)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.scrollTo = jest.fn();
  });
  afterEach(() => { jest.useRealTimers(); });

  it('focus moves from where the shopper was to the new page\'s main area, and the page\'s title is announced once it is set', async () => {
    const view = render(<MemoryRouter initialEntries={['/saat-c-1']}><Probe /></MemoryRouter>);
    view.getByRole('button', { name: 'header link' }).focus();
    await act(async () => { await navigate('/urun-p-1'); });
    expect(document.getElementById('main')).toHaveFocus();
    document.title = 'Ürün | Vitrin';
    act(() => { jest.advanceTimersByTime(1000); });
    expect(view.getByTestId('announcer')).toHaveTextContent('Ürün | Vitrin');
  });

  it('a title set after the first announcement (the page\'s code or data came late) is announced in its place (issue 32 item 18, S2.05)', async () => {
    document.title = 'Vitrin';
    const view = render(<MemoryRouter initialEntries={['/en/']}><Probe /></MemoryRouter>);
    await act(async () => { await navigate('/en/search?q=saat'); });
    act(() => { jest.advanceTimersByTime(1000); });
    expect(view.getByTestId('announcer')).toHaveTextContent('Vitrin');
    await act(async () => { document.title = 'Search Results: “saat” | Vitrin'; await Promise.resolve(); });
    act(() => { jest.advanceTimersByTime(1000); });
    expect(view.getByTestId('announcer').textContent).toBe(document.title);
  });

  it('a change of the query alone keeps the focus where it is (a facet just chosen)', async () => {
    const view = render(<MemoryRouter initialEntries={['/saat-c-1']}><Probe /></MemoryRouter>);
    const button = view.getByRole('button', { name: 'header link' });
    button.focus();
    await act(async () => { await navigate('/saat-c-1?brand=12'); });
    expect(button).toHaveFocus();
  });
});
