import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testStores } from '../../test-stores';
import ComparePage from './compare-page';

function backLinkOf(returnUrl: string): string | null {
  const { wrapper } = testStores();
  render(<MemoryRouter initialEntries={[`/karsilastir?products=1,2&returnurl=${encodeURIComponent(returnUrl)}`]}><ComparePage /></MemoryRouter>, { wrapper });
  return screen.getByRole('link', { name: 'Geri dön' }).getAttribute('href');
}

describe('S2.04 the compare page\'s "back" link (?returnurl=)', () => {
  it('goes back to the page of this shop the shopper came from', () => {
    expect(backLinkOf('/saat-c-1?sort=price')).toBe('/saat-c-1?sort=price');
  });

  it.each(['/\t/other-host.example', '/\n/other-host.example', '//other-host.example', '/\\other-host.example', '/%2F/other-host.example', 'https://other-host.example/', 'javascript:alert(1)'])(
    'issue 27: never leads off the shop: %j goes home instead', (returnUrl) => {
      expect(backLinkOf(returnUrl)).toBe('/');
    },
  );
});
