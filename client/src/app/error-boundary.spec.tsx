import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { testStores } from '../test-stores';
import { ErrorBoundary, PageErrorFallback } from './error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  it('a render error shows a localized message with a reload link, not a blank page', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { stores, wrapper } = testStores();
    stores.ui.setCulture('en');
    render(<ErrorBoundary fallback={<PageErrorFallback />}><Broken /></ErrorBoundary>, { wrapper });
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', window.location.href);
    quiet.mockRestore();
  });

  it('shows the page itself when nothing fails', () => {
    const { wrapper } = testStores();
    render(<ErrorBoundary fallback={<PageErrorFallback />}><p>Vitrin</p></ErrorBoundary>, { wrapper });
    expect(screen.getByText('Vitrin')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
