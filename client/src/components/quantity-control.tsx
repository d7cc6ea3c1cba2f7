import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '../../../contracts/cart/payloads';
import { useT } from '../stores/use-stores';
import { BusyButton } from './busy-button';

export interface QuantityControlProps {
  value: number;
  /** Below CART_QUANTITY_MAX when the stock is lower. */
  max?: number;
  /** A change is under way: both buttons and the field wait (S5.04). */
  loading?: boolean;
  /** A quantity above 0 (S4.09). */
  onChange: (quantity: number) => void;
  /** The shopper asked for 0: the remove confirmation opens (S4.09). */
  onZero: () => void;
  label: string;
}

/** Clamps a typed quantity to the bounds, in whole steps of 1 (S5.04). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return CART_QUANTITY_MIN;
  return Math.min(max, Math.max(CART_QUANTITY_MIN, Math.trunc(value)));
}

/** A cart line's quantity: − and + and a field, 0 to 10 (S5.04, S9.02). */
export function QuantityControl({ value, max = CART_QUANTITY_MAX, loading = false, onChange, onZero, label }: QuantityControlProps) {
  const t = useT();
  const ceiling = Math.min(CART_QUANTITY_MAX, Math.max(CART_QUANTITY_MIN, max));
  const [typed, setTyped] = useState(String(value));
  // A quantity above what can be had was lowered to this: the shopper is told why (issue 32 item 15).
  const [lowered, setLowered] = useState<number | null>(null);
  const limitId = useId();
  useEffect(() => setTyped(String(value)), [value]);

  const commit = (wanted: number) => {
    const next = clampQuantity(wanted, ceiling);
    setLowered(Number.isFinite(wanted) && Math.trunc(wanted) > ceiling ? ceiling : null);
    setTyped(String(next === 0 ? value : next));
    if (next === value) return;
    if (next === 0) onZero();
    else onChange(next);
  };

  return (
    <div className="quantity-field">
      <div className="quantity" role="group" aria-label={label}>
        <BusyButton className="quantity__step" aria-label={t('cart.decrease')} busy={loading} unavailable={value <= CART_QUANTITY_MIN} onClick={() => commit(value - 1)}>−</BusyButton>
        <input
          className="quantity__value" type="number" inputMode="numeric" min={CART_QUANTITY_MIN} max={ceiling} step={1} value={typed} readOnly={loading} aria-busy={loading || undefined} aria-label={t('cart.quantity')}
          aria-describedby={lowered === null ? undefined : limitId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setTyped(event.target.value)}
          onBlur={() => commit(Number(typed))}
          onKeyDown={(event) => { if (event.key === 'Enter') commit(Number(typed)); }}
        />
        <BusyButton className="quantity__step" aria-label={t('cart.increase')} busy={loading} unavailable={value >= ceiling} onClick={() => commit(value + 1)}>+</BusyButton>
      </div>
      <p id={limitId} className="quantity__limit" role="status">
        {lowered === null ? null : t(lowered < CART_QUANTITY_MAX ? 'cart.stockLimit' : 'cart.quantityLimit', { max: lowered })}
      </p>
    </div>
  );
}
