/**
 * A Turkish phone number as the shop writes it everywhere (issue 32 item 4): "0532 123 45 67",
 * "0850 000 00 00", whether it was stored as 5321234567, 05321234567 or +90 532 123 45 67. A
 * number of another shape is shown as it was given.
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('90') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
  if (national.length !== 10 || national.startsWith('0')) return value;
  return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}
