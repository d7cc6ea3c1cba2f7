import { render, screen } from '@testing-library/react';
import { HOME_WIDGETS } from './home-widgets';
import { HOME_WIDGET_ROWS, ProductRowsStandIn, ROW_SKELETONS } from './product-row-stand-in';

describe('the home rows\' stand-in (S2.05 home)', () => {
  it('holds one row for each home widget, so the room held is the room the rows take', () => {
    expect(HOME_WIDGET_ROWS).toBe(HOME_WIDGETS.length);
  });

  it('draws a titled line of skeleton cards per row, hidden from assistive technology and not busy', () => {
    const { container } = render(<ProductRowsStandIn rows={2} />);
    const standIn = screen.getByTestId('product-rows-stand-in');
    expect(standIn).toHaveAttribute('aria-hidden', 'true');
    expect(standIn.querySelectorAll('.product-row-section')).toHaveLength(2);
    expect(standIn.querySelectorAll('.product-row > .product-card--skeleton')).toHaveLength(2 * ROW_SKELETONS);
    // The page counts as loading while anything is busy (lib/page-settled): the stand-in never is.
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
