/**
 * Whether the guest routes (order tracking: detail, invoice, cancel, return by order number and
 * e-mail) may serve `order` to someone holding `email`: only an order a guest placed, under that
 * e-mail. A member's order needs the member's sign-in, so its number and the member's e-mail
 * answer exactly as a wrong pair does (issue 27).
 */
export function guestOrderMatches(order: { isGuest: boolean; email: string }, email: string): boolean {
  return order.isGuest && order.email === email.trim().toLowerCase();
}
