import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MenuCategory } from '../../../../../contracts/menu/entities';
import { testStores } from '../../../test-stores';
import { MEGA_MENU_OPEN_DELAY } from '../mega-menu-store';
import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';

const item = (id: number, key: string, name: string, children: MenuCategory[] = [], menu: object = {}): MenuCategory =>
  ({ id, key, name, childCategories: children, extensionData: { Menu: { Link: `/${key}`, ...menu } } });
const MENU = [
  item(1, 'Menu LeftColumn', 'Öne Çıkanlar', [item(2, 'firsat', 'Fırsat Saatleri', [], { Color: '#c62f2f', ImageIcon: '/media/icons/deal.svg' }), item(9, 'blog', 'Blog', [], { Target: '_blank', NoFollow: true })]),
  item(3, 'saat', 'Saat', [item(4, 'erkek-saat', 'Erkek Saat', [item(5, 'kronograf', 'Kronograf Saat')])]),
  item(6, 'elektronik', 'Elektronik', [item(7, 'kulaklik', 'Kulaklık')]),
  item(8, 'Mobile Menu', 'Mobil Menü', [item(10, 'siparis-takip', 'Sipariş Takibi')]),
];

const answer = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: async () => body } as Response);
const fetcher = (async (url: string) => answer(url === '/api/menu' ? { isSuccess: true, menuCategories: MENU } : { isSuccess: true, banners: [] })) as unknown as typeof fetch;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderWith(ui: ReactElement, viewportWidth = 1280, menuFetcher: typeof fetch = fetcher) {
  const { stores, wrapper } = testStores(menuFetcher);
  stores.ui.setViewport(viewportWidth, '');
  render(<MemoryRouter initialEntries={['/']}><Routes><Route path="*" element={<>{ui}<Where /></>} /></Routes></MemoryRouter>, { wrapper });
  return stores;
}

describe('MegaMenu (S2.12, S4.03, S2.27)', () => {
  afterEach(() => jest.useRealTimers());

  it('S4.03 hover opens the panel after 150 ms with the Menu LeftColumn and sub-categories; a click navigates and closes', async () => {
    renderWith(<MegaMenu />);
    const watches = await screen.findByRole('link', { name: 'Saat' });
    jest.useFakeTimers();
    fireEvent.mouseEnter(watches.closest('li')!);
    expect(screen.queryByTestId('mega-menu-panel')).toBeNull();
    act(() => { jest.advanceTimersByTime(MEGA_MENU_OPEN_DELAY); });
    const panel = await screen.findByTestId('mega-menu-panel');
    expect(within(panel).getByRole('link', { name: 'Fırsat Saatleri' })).toHaveStyle({ color: '#c62f2f' });
    expect(within(panel).getByRole('link', { name: 'Blog' })).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(within(panel).getByRole('link', { name: 'Blog' })).toHaveAttribute('target', '_blank');
    expect(watches).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(panel).getByRole('link', { name: 'Kronograf Saat' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/kronograf');
    expect(screen.queryByTestId('mega-menu-panel')).toBeNull();
  });

  it('keyboard: focus opens an item at once, Escape closes it and returns focus to the item', async () => {
    renderWith(<MegaMenu />);
    const electronics = await screen.findByRole('link', { name: 'Elektronik' });
    act(() => electronics.focus());
    const panel = await screen.findByTestId('mega-menu-panel');
    expect(panel).toHaveTextContent('Kulaklık');
    const headphones = within(panel).getByRole('link', { name: 'Kulaklık' });
    act(() => headphones.focus());
    fireEvent.keyDown(headphones, { key: 'Escape' });
    expect(screen.queryByTestId('mega-menu-panel')).toBeNull();
    expect(electronics).toHaveFocus();
  });
});

describe('MobileMenu (S2.12, S4.04, S2.27)', () => {
  it('S4.04 the hamburger opens it; an accordion level expands and collapses; a link closes it', async () => {
    const stores = renderWith(<MobileMenu />);
    await act(() => stores.menu.load('tr'));
    const hamburger = screen.getByRole('button', { name: 'Menüyü aç' });
    fireEvent.click(hamburger);
    const menu = await screen.findByTestId('mobile-menu');
    expect(within(menu).getByRole('link', { name: 'Sipariş Takibi' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Fırsat Saatleri' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Erkek Saat' })).toBeNull();
    fireEvent.click(within(menu).getByRole('button', { name: 'Saat alt kategorilerini göster' }));
    expect(within(menu).getByRole('link', { name: 'Erkek Saat' })).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('button', { name: 'Erkek Saat alt kategorilerini göster' }));
    fireEvent.click(within(menu).getByRole('button', { name: 'Saat alt kategorilerini gizle' }));
    expect(within(menu).queryByRole('link', { name: 'Erkek Saat' })).toBeNull();
    fireEvent.click(within(menu).getByRole('button', { name: 'Elektronik alt kategorilerini göster' }));
    fireEvent.click(within(menu).getByRole('link', { name: 'Kulaklık' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/kulaklik');
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes it and gives focus back to the hamburger', async () => {
    const stores = renderWith(<MobileMenu />);
    await act(() => stores.menu.load('tr'));
    fireEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    fireEvent.keyDown(await screen.findByTestId('mobile-menu'), { key: 'Escape' });
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menüyü aç' })).toHaveFocus();
  });

  it('S4.04 names itself in its top bar and keeps Tab inside while open (issue 32 items 11, 20)', async () => {
    const stores = renderWith(<MobileMenu />);
    await act(() => stores.menu.load('tr'));
    fireEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const menu = await screen.findByTestId('mobile-menu');
    expect(within(menu).getByText('Ana menü')).toBeInTheDocument();
    const controls = menu.querySelectorAll<HTMLElement>('a[href], button');
    controls[controls.length - 1].focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(controls[0]).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(controls[controls.length - 1]).toHaveFocus();
  });
});

describe('the header menus before the menu has arrived (S2.12, S9.04)', () => {
  it('a desktop keeps the mega-menu bar\'s place while the menu loads', async () => {
    let release: () => void = () => undefined;
    const held = (() => new Promise<Response>((resolve) => { release = () => resolve({ ok: true, status: 200, json: async () => ({ isSuccess: true, menuCategories: MENU }) } as Response); })) as unknown as typeof fetch;
    renderWith(<MegaMenu />, 1280, held);
    expect(document.querySelector('.mega-menu--loading')).toHaveAttribute('aria-hidden', 'true');
    await act(async () => { release(); });
    expect(await screen.findByTestId('mega-menu')).toBeInTheDocument();
    expect(document.querySelector('.mega-menu--loading')).toBeNull();
  });

  it('a phone reads the menu only when the hamburger is tapped', async () => {
    const asked: string[] = [];
    const counting = (async (url: string) => { asked.push(url); return answer({ isSuccess: true, menuCategories: MENU }); }) as unknown as typeof fetch;
    renderWith(<MobileMenu />, 375, counting);
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
    expect(asked).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const menu = await screen.findByTestId('mobile-menu');
    expect(await within(menu).findByRole('link', { name: 'Sipariş Takibi' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/menu']);
  });
});
