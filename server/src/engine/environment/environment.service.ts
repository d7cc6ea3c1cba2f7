import { Injectable } from '@nestjs/common';
import type { EnvironmentClaimsResult, EnvironmentTokenConfig, EnvironmentTokenResult, EnvironmentUpdateRequest } from '../../../../contracts/gateway/environment.js';
import { EnvironmentRepository } from './environment.repository.js';
import { EnvironmentTokens } from './environment-tokens.js';

/** A visitor who has not signed in (spec §3: member id default -1). */
export const VISITOR_MEMBER_ID = -1;

/** The environment service's rules: who a token names and how a new one is made. */
@Injectable()
export class EnvironmentService {
  constructor(private readonly tokens: EnvironmentTokens, private readonly repository: EnvironmentRepository) {}

  /** A new visitor: a new, empty cart and a token naming it. */
  async init(): Promise<EnvironmentTokenResult> {
    return this.tokens.sign({ memberId: VISITOR_MEMBER_ID, isGst: false, shoppingCartId: await this.repository.newCart() });
  }

  async read(token: string): Promise<EnvironmentClaimsResult> {
    const { expiresAt, ...claims } = await this.tokens.verify(token);
    return { claims, expiresAt };
  }

  /** New claims in a new token (a sign-in makes one: never the old token id again). */
  async update(token: string, changes: EnvironmentUpdateRequest['changes']): Promise<EnvironmentTokenResult> {
    const { memberId, isGst, email, shoppingCartId } = await this.tokens.verify(token);
    return this.tokens.sign({ memberId, isGst, email, shoppingCartId, ...changes });
  }

  async refresh(token: string): Promise<EnvironmentTokenResult> {
    const { memberId, isGst, email, shoppingCartId } = await this.tokens.verify(token);
    return this.tokens.sign({ memberId, isGst, email, shoppingCartId });
  }

  tokenConfig(): EnvironmentTokenConfig {
    return this.tokens.config();
  }
}
