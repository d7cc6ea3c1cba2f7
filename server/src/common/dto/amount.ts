import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Decimals a money amount in major units may have (kuruş, cents). */
const AMOUNT_DECIMALS = 2;

/**
 * true for a finite number with at most two decimals. Not class-validator's IsNumber with
 * maxDecimalPlaces: it reads the decimals off the number's text and throws on one written with an
 * exponent (2e-323, 1e-7), which made such a body a 500 instead of a 400 (found by fuzz-api).
 */
export function isAmount(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  // In minor units the amount is whole, give or take the float error of the scaling (0.29 * 100 is 28.999999999999996).
  const minor = value * 10 ** AMOUNT_DECIMALS;
  return Math.abs(minor - Math.round(minor)) <= 4 * Number.EPSILON * Math.abs(minor);
}

/** A money amount in major units (lira, dollars) with at most two decimals, as the gateway writes prices. */
export function IsAmount(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({
    name: 'isAmount',
    validator: {
      validate: isAmount,
      defaultMessage: (args) => `${args?.property ?? 'amount'} must be an amount with at most ${AMOUNT_DECIMALS} decimals`,
    },
  }, options);
}
