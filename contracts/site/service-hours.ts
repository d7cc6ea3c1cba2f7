/**
 * When customer service answers: every day, these hours (shop time, S1.06). The footer, the
 * support feature icon and the support texts all say this one value.
 */
export const SERVICE_HOURS = '09:00 - 18:00';
