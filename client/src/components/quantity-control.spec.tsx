import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { testStores } from '../test-stores';
import { clampQuantity, QuantityControl } from './quantity-control';

describe('quantity control (S5.04, S4.09, S9.02)', () => {
  const draw = (props: Partial<Parameters<typeof QuantityControl>[0]> = {}) => {
    const onChange = jest.fn<(quantity: number) => void>();
    const onZero = jest.fn<() => void>();
    const { wrapper } = testStores();
    render(<QuantityControl value={1} label="Adet" onChange={onChange} onZero={onZero} {...props} />, { wrapper });
    return { onChange, onZero };
  };

  it('S5.04 clamps typed values to 0..max in whole steps', () => {
    expect(clampQuantity(14, 10)).toBe(10);
    expect(clampQuantity(-3, 10)).toBe(0);
    expect(clampQuantity(2.7, 10)).toBe(2);
    expect(clampQuantity(Number.NaN, 10)).toBe(0);
    expect(clampQuantity(9, 4)).toBe(4);
  });

  it('S5.04 increase is unavailable at the maximum (10 or the stock): a press does nothing, and the button keeps the focus (issue 32 item 18)', () => {
    const { onChange } = draw({ value: 10 });
    const increase = screen.getByRole('button', { name: 'Adedi artır' });
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Adedi azalt' })).not.toHaveAttribute('aria-disabled');
    increase.focus();
    fireEvent.click(increase);
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(increase);
  });

  it('S5.04 the stock lowers the ceiling; while loading both buttons are busy and ignore presses, the field keeps its value', () => {
    const { onChange, onZero } = draw({ value: 3, max: 3, loading: true });
    for (const name of ['Adedi artır', 'Adedi azalt']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-busy', 'true');
      fireEvent.click(button);
    }
    expect(onChange).not.toHaveBeenCalled();
    expect(onZero).not.toHaveBeenCalled();
    expect(screen.getByRole('spinbutton')).toHaveAttribute('readonly');
  });

  it('S4.09 a step above 0 changes the quantity; down to 0 asks for the remove confirmation instead', () => {
    const { onChange, onZero } = draw({ value: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Adedi artır' }));
    expect(onChange).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Adedi azalt' }));
    expect(onZero).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('S5.04 a typed 25 becomes 10 when the field is left', () => {
    const { onChange } = draw({ value: 2 });
    const field = screen.getByRole('spinbutton', { name: 'Adet' });
    fireEvent.change(field, { target: { value: '25' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenCalledWith(10);
  });

  it('issue 32 item 15 (S5.04, S9.02): a typed 99 lowered to the stock or to the cart\'s limit says why, beside the field', () => {
    const { onChange } = draw({ value: 2, max: 6 });
    const field = screen.getByRole('spinbutton', { name: 'Adet' });
    fireEvent.change(field, { target: { value: '99' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenCalledWith(6);
    const why = screen.getByRole('status');
    expect(why).toHaveTextContent('Stokta yalnızca 6 adet var; adet 6 oldu');
    expect(field.getAttribute('aria-describedby')).toBe(why.id);
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.blur(field);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('issue 32 item 15 (S9.02): above the cart\'s limit of 10, the limit is named', () => {
    draw({ value: 2 });
    const field = screen.getByRole('spinbutton', { name: 'Adet' });
    fireEvent.change(field, { target: { value: '99' } });
    fireEvent.blur(field);
    expect(screen.getByRole('status')).toHaveTextContent('Sepetinize bir üründen en fazla 10 adet ekleyebilirsiniz; adet 10 oldu');
  });
});
