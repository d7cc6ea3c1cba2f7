import { act, render, screen } from '@testing-library/react';
import { testStores } from '../../../test-stores';
import { CurrencySelector } from './currency-selector';

const CURRENCIES = { isSuccess: true, activeCurrencyId: 1, currencyLists: [
  { id: 1, code: 'TRY', name: 'Türk Lirası', symbol: '₺', symbolOnRight: true, decimals: 2 },
  { id: 2, code: 'EUR', name: 'Euro', symbol: '€', symbolOnRight: false, decimals: 2 },
] };

describe('CurrencySelector (S4.13)', () => {
  it('keeps its box in the header while the currencies load, then offers them', async () => {
    let release: () => void = () => undefined;
    const fetcher = (() => new Promise<Response>((resolve) => { release = () => resolve({ ok: true, status: 200, json: async () => CURRENCIES } as Response); })) as unknown as typeof fetch;
    const { stores, wrapper } = testStores(fetcher);
    const loading = stores.currency.load();
    const { container } = render(<CurrencySelector />, { wrapper });
    expect(container.querySelector('.currency-selector')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('combobox')).toBeNull();
    await act(async () => { release(); await loading; });
    expect(screen.getByRole('combobox', { name: 'Para birimi' })).toHaveValue('1');
    expect(container.querySelectorAll('.currency-selector')).toHaveLength(1);
  });
});
