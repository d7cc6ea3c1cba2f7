import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useStores } from '../stores/use-stores';
import { testStores } from '../test-stores';
import { AppShell } from './app-shell';

/** A page that notes, in its own effect, the language the app is in when the page arrives. */
function LanguageProbe({ seen }: { seen: string[] }) {
  const { ui } = useStores();
  const { pathname } = useLocation();
  useEffect(() => { seen.push(`${pathname} ${ui.culture}`); }, [pathname, ui, seen]);
  return <Link to="/en/corporate">English</Link>;
}

describe('app shell: the language follows the URL', () => {
  // A new page is scrolled to its top; jsdom has no scrolling.
  beforeEach(() => { jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined); });
  afterEach(() => { jest.restoreAllMocks(); });

  it('S2.05 a page reached by the language switch finds the app in its language by the time its effects run (they send its requests and build its redirects)', async () => {
    const seen: string[] = [];
    const { wrapper } = testStores();
    render(
      <MemoryRouter initialEntries={['/kurumsal']}>
        <Routes><Route element={<AppShell />}><Route path="*" element={<LanguageProbe seen={seen} />} /></Route></Routes>
      </MemoryRouter>,
      { wrapper },
    );
    await act(async () => { screen.getByRole('link', { name: 'English' }).click(); });
    expect(seen).toEqual(['/kurumsal tr', '/en/corporate en']);
  });
});
