import type { AppConfig } from './app-config.js';

/**
 * What an operator must hear at start when a production process runs as a demo (issue 27): each
 * setting was asked for explicitly (load-config.ts never falls back to it in production), and
 * each would be a loss in a real shop.
 */
export function demoWarnings(config: Pick<AppConfig, 'production' | 'embeddedEngine' | 'testPayments' | 'seedDemoMembers'>): string[] {
  if (!config.production || !config.embeddedEngine) return [];
  const warnings: string[] = [];
  if (config.testPayments) {
    warnings.push('DEMO SHOP: TEST_PAYMENTS=true, card payments go to the embedded test bank: no money moves, every well-formed card is taken as paid and the 3-D Secure page shows its code. Set PAYMENT_PROVIDER_URL (and unset TEST_PAYMENTS) to take real payments');
  }
  if (config.seedDemoMembers) {
    warnings.push('DEMO SHOP: SEED_DEMO_MEMBERS=true, the demo member demo@vitrin.example signs in with a published password and holds wallet credit and a 25% coupon. Unset it in a real shop');
  }
  return warnings;
}
