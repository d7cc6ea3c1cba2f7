import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testStores } from '../../test-stores';
import LoginPage from './login-page';

describe('S2 the sign-in page (/login): its heading and title follow the chosen tab', () => {
  it.each([
    ['tr', 'login', 'Giriş Yap'],
    ['tr', 'register', 'Üye Ol'],
    ['en', 'login', 'Sign In'],
    ['en', 'register', 'Register'],
  ] as const)('%s ?action=%s is titled "%s"', (culture, action, heading) => {
    const { stores, wrapper } = testStores();
    stores.ui.setCulture(culture);
    render(<MemoryRouter initialEntries={[`${culture === 'en' ? '/en' : ''}/login?action=${action}`]}><LoginPage /></MemoryRouter>, { wrapper });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} | Vitrin`);
  });
});
