import type { AppConfig } from './app-config.js';

/** The shop's public origin for links in mails: PUBLIC_URL, else this machine's port. */
export function publicOrigin(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
