import { isIP } from 'node:net';
import type { AppConfig } from '../../config/app-config.js';
import { publicOrigin } from '../../config/public-origin.js';

/** Who the shop is to the browser's passkey prompt (WebAuthn Relying Party). */
export interface RelyingParty {
  /** RP ID: the domain passkeys are bound to. */
  id: string;
  /** Name the browser shows at the prompt. */
  name: string;
  /** Page origins whose ceremonies are accepted. */
  origins: string[];
}

/** Name shown at the browser's passkey prompt. */
export const RELYING_PARTY_NAME = 'Vitrin';

/**
 * The relying party of the configured public origin: its host is the RP ID and it is the origin
 * ceremonies must come from. WebAuthn refuses IP addresses as RP IDs, so outside production an
 * origin on an address (http://127.0.0.1:port) gives RP ID localhost, and http://localhost on the
 * same port is accepted beside the public origin (development and browser tests).
 */
export function relyingParty(config: Pick<AppConfig, 'publicUrl' | 'port' | 'production'>): RelyingParty {
  const origin = publicOrigin(config);
  const url = new URL(origin);
  const onAddress = isIP(url.hostname.replace(/^\[(.*)\]$/, '$1')) !== 0;
  if (config.production) return { id: url.hostname, name: RELYING_PARTY_NAME, origins: [origin] };
  const local = `http://localhost${url.port ? `:${url.port}` : ''}`;
  return { id: onAddress ? 'localhost' : url.hostname, name: RELYING_PARTY_NAME, origins: [...new Set([origin, local])] };
}
