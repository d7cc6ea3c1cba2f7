import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testStores } from '../../../test-stores';
import { MemberMenu } from './member-menu';

describe('issue 32 item 20: the account dropdown', () => {
  it('says by aria-expanded whether it is shown; Escape closes it and gives the focus back to its toggle', () => {
    const { wrapper } = testStores();
    render(<MemoryRouter><MemberMenu initials="AY" /></MemoryRouter>, { wrapper });
    const toggle = screen.getByRole('button', { name: 'Hesap menüsü' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    const first = screen.getAllByRole('link')[1];
    first.focus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('on a desktop opens on hover through the same state: aria-expanded follows, a click on the toggle keeps it open, Escape does not reopen it', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query }) as MediaQueryList);
    try {
      const { wrapper } = testStores();
      const { container } = render(<MemoryRouter><MemberMenu initials="AY" /></MemoryRouter>, { wrapper });
      const toggle = screen.getByRole('button', { name: 'Hesap menüsü' });
      fireEvent.mouseEnter(container.querySelector('.member-menu')!);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      toggle.focus();
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      fireEvent.keyDown(toggle, { key: 'Escape' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    } finally {
      window.matchMedia = original;
    }
  });
});
