import { randomInt } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type {
  GatewayMemberDocumentsResult, GatewayMemberReferencesResult, GatewayMemberSegmentsResult, GatewayOperatorMemberResult,
} from '../../../../contracts/gateway/member.js';
import { MEMBER_SEGMENTS, MemberDetailsMessage, type MemberSegment } from '../../../../contracts/member/member-details.js';
import { AppError } from '../../common/errors.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { MemberDetailsRepository } from './member-details.repository.js';
import { MemberRepository, publicMember, type MemberRow } from './member.repository.js';
import { MemberService } from './member.service.js';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new reference code: eight characters people can read out (no 0/O or 1/I). */
function newReferenceCode(): string {
  return Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
}

/**
 * The member's e-mail when the member has proven it (the activation code, or a code to a new
 * address): only then is what was done under that address (a newsletter subscription) theirs. A
 * sign-up names any address, so an unproven one reaches nothing (issue 27).
 */
const provenEmailOf = (member: MemberRow): string | undefined => (member.emailVerified ? member.email : undefined);

/**
 * The member service's details (spec §7 Member, S7.30): segments and their mappings, documents
 * and references for the signed-in member (a visitor's token is 401, a guest's 403, and each
 * member reads only their own), and the operator's look-up by integration code and segment
 * mappings (the engine's bearer token alone).
 */
@Injectable()
export class MemberDetailsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: MemberDetailsRepository,
    private readonly members: MemberService,
    private readonly memberRows: MemberRepository,
  ) {}

  async segments(claims: EnvironmentClaims, culture: Culture): Promise<GatewayMemberSegmentsResult> {
    const member = await this.members.registeredMember(claims);
    return { segments: await this.segmentsOf(member.id, provenEmailOf(member), culture) };
  }

  async documents(claims: EnvironmentClaims): Promise<GatewayMemberDocumentsResult> {
    const member = await this.members.registeredMember(claims);
    return { documents: await this.repository.documents(this.db, member.id, provenEmailOf(member)) };
  }

  async references(claims: EnvironmentClaims): Promise<GatewayMemberReferencesResult> {
    const member = await this.members.registeredMember(claims);
    return this.referencesOf(member.id);
  }

  /** A member names the code of whoever brought them in: once, never their own. */
  async addReference(claims: EnvironmentClaims, referenceCode: string): Promise<GatewayMemberReferencesResult> {
    const member = await this.members.registeredMember(claims);
    const referrer = await this.repository.memberByReferenceCode(this.db, referenceCode);
    if (referrer === undefined) throw new AppError(MemberDetailsMessage.referenceCodeUnknown, HttpStatus.NOT_FOUND, 'REFERENCE_UNKNOWN');
    if (referrer === member.id) throw new AppError(MemberDetailsMessage.ownReferenceCode, HttpStatus.BAD_REQUEST, 'OWN_REFERENCE');
    await this.db.transaction(async (tx) => {
      if (await this.repository.lockReferredBy(tx, member.id) !== null) throw new AppError(MemberDetailsMessage.referenceAlreadyGiven, HttpStatus.CONFLICT, 'REFERENCE_GIVEN');
      await this.repository.setReferredBy(tx, member.id, referrer);
    });
    return this.referencesOf(member.id);
  }

  async byIntegrationCode(code: string): Promise<GatewayOperatorMemberResult> {
    const id = await this.repository.byIntegrationCode(this.db, code);
    if (id === undefined) throw new AppError(MemberDetailsMessage.integrationCodeNotFound, HttpStatus.NOT_FOUND, 'INTEGRATION_CODE_NOT_FOUND');
    return this.operatorView(id);
  }

  async setIntegrationCode(memberId: number, code: string): Promise<GatewayOperatorMemberResult> {
    await this.existing(memberId);
    const set = await this.db.transaction((tx) => this.repository.setIntegrationCode(tx, memberId, code));
    if (!set) throw new AppError(MemberDetailsMessage.integrationCodeTaken, HttpStatus.CONFLICT, 'INTEGRATION_CODE_TAKEN');
    return this.operatorView(memberId);
  }

  /** Maps or unmaps a member; `within` runs in the same transaction (the console's audit entry, issue 30 item 4). */
  async setSegmentMapping(memberId: number, code: string, assigned: boolean, culture: Culture, within?: (tx: Queryable) => Promise<void>): Promise<GatewayMemberSegmentsResult> {
    const member = await this.existing(memberId);
    await this.db.transaction(async (tx) => {
      await this.repository.map(tx, memberId, code, assigned);
      if (within) await within(tx);
    });
    return { segments: await this.segmentsOf(memberId, provenEmailOf(member), culture) };
  }

  private async existing(memberId: number) {
    const member = await this.memberRows.byId(this.db, memberId);
    if (!member || member.isGuest) throw new AppError(MemberDetailsMessage.memberNotFound, HttpStatus.NOT_FOUND, 'MEMBER_NOT_FOUND');
    return member;
  }

  private async operatorView(memberId: number): Promise<GatewayOperatorMemberResult> {
    const member = await this.existing(memberId);
    const integration = (await this.repository.integration(this.db, memberId))!;
    return { member: { ...publicMember(member), ...(integration.integrationCode ? { integrationCode: integration.integrationCode } : {}), createdAt: integration.createdAt.toISOString() } };
  }

  private async segmentsOf(memberId: number, email: string | undefined, culture: Culture): Promise<MemberSegment[]> {
    const facts = await this.repository.segmentFacts(this.db, memberId, email);
    const since = new Map((await this.repository.mappings(this.db, memberId)).map((row) => [row.code, row.assignedAt.toISOString()]));
    return MEMBER_SEGMENTS
      .filter((segment) => (segment.source === 'derived' ? facts[segment.code] : since.has(segment.code)))
      .map((segment) => ({ code: segment.code, name: segment[culture], source: segment.source, ...(since.has(segment.code) ? { since: since.get(segment.code) } : {}) }));
  }

  private async referencesOf(memberId: number): Promise<GatewayMemberReferencesResult> {
    let referenceCode = await this.repository.referenceCode(this.db, memberId);
    while (!referenceCode) {
      await this.repository.giveReferenceCode(this.db, memberId, newReferenceCode());
      referenceCode = await this.repository.referenceCode(this.db, memberId);
    }
    const referredBy = await this.repository.referrerCode(this.db, memberId);
    const references = (await this.repository.referred(this.db, memberId))
      .map((row) => ({ name: `${row.name} ${row.surname.slice(0, 1)}.`.trim(), joinedAt: row.joinedAt.toISOString() }));
    return { references: { referenceCode, references, ...(referredBy ? { referredBy } : {}) } };
  }
}
