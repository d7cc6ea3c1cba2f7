import { Injectable } from '@nestjs/common';
import type { Member } from '../../../../contracts/member/entities.js';
import type { UpdateMemberPayload } from '../../../../contracts/member/payloads.js';
import type { MemberActivationMode } from '../../../../contracts/member/verification-codes.js';
import type { Queryable } from '../db/database.js';

/** A member row with what sign-in and activation need besides the shopper-facing record. */
export interface MemberRow extends Member {
  passwordHash: string | null;
  emailVerified: boolean;
  cartId: number | null;
  /** What the member had to prove at sign-up (MEMBER_ACTIVATION then). */
  activation: MemberActivationMode;
  /** The mobile phone on the row came back with a code texted to it. */
  mobileVerified: boolean;
}

/** A member's live activation code. */
export interface OtpRow {
  codeHash: string;
  expiresAt: Date;
  attempts: number;
}

const COLUMNS = `id, email, is_guest, password_hash, name, surname, mobile_phone, gender_id, to_char(birth_date, 'YYYY-MM-DD') AS birth_date,
  education_status_id, job_id, is_sms_permitted, is_email_permitted, default_language, email_verified, cart_id, activation, mobile_verified`;

function memberOf(row: Record<string, unknown>): MemberRow {
  return {
    id: Number(row.id), email: String(row.email), isGuest: row.is_guest === true, name: String(row.name), surname: String(row.surname),
    ...(typeof row.mobile_phone === 'string' ? { mobilePhone: row.mobile_phone } : {}),
    ...(row.gender_id ? { genderId: Number(row.gender_id) } : {}),
    ...(typeof row.birth_date === 'string' ? { birthDate: row.birth_date } : {}),
    ...(row.education_status_id ? { educationStatusId: Number(row.education_status_id) } : {}),
    ...(row.job_id ? { jobId: Number(row.job_id) } : {}),
    isSmsPermitted: row.is_sms_permitted === true, isEmailPermitted: row.is_email_permitted === true,
    defaultLanguage: row.default_language === 'en' ? 'en' : 'tr',
    passwordHash: (row.password_hash as string | null) ?? null, emailVerified: row.email_verified === true,
    cartId: row.cart_id === null || row.cart_id === undefined ? null : Number(row.cart_id),
    activation: row.activation === 'sms' || row.activation === 'email+sms' ? row.activation : 'email',
    mobileVerified: row.mobile_verified === true,
  };
}

/** The shopper-facing record of a row (no hash, no internals). */
export function publicMember(row: MemberRow): Member {
  const { passwordHash: _hash, emailVerified: _verified, cartId: _cart, activation: _activation, mobileVerified: _mobileVerified, ...member } = row;
  return member;
}

export interface NewMember {
  email: string;
  isGuest: boolean;
  passwordHash: string | null;
  name: string;
  surname: string;
  mobilePhone?: string;
  isSmsPermitted: boolean;
  isEmailPermitted: boolean;
  defaultLanguage: 'tr' | 'en';
  cartId: number;
  /** What the member must prove (MEMBER_ACTIVATION); e-mail when not said. */
  activation?: MemberActivationMode;
}

/** The only SQL of members: their rows, activation codes and renewal links. */
@Injectable()
export class MemberRepository {
  async byId(db: Queryable, id: number): Promise<MemberRow | undefined> {
    const [row] = await db.query(`SELECT ${COLUMNS} FROM member WHERE id = $1 AND deleted_at IS NULL`, [id]);
    return row && memberOf(row);
  }

  /** The row locked for a change. */
  async lock(tx: Queryable, id: number): Promise<MemberRow | undefined> {
    const [row] = await tx.query(`SELECT ${COLUMNS} FROM member WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, [id]);
    return row && memberOf(row);
  }

  /** A membership by its e-mail. Only memberships: a guest's e-mail is unproven and names no record (issue 27). */
  async byEmail(db: Queryable, email: string, isGuest: false): Promise<MemberRow | undefined> {
    const [row] = await db.query(`SELECT ${COLUMNS} FROM member WHERE email = $1 AND is_guest = $2 AND deleted_at IS NULL`, [email, isGuest]);
    return row && memberOf(row);
  }

  /**
   * A new member, or undefined when the e-mail already has a membership (the unique index decides,
   * so two sign-ups at once make one). A guest record is always new: guests share no record by e-mail.
   */
  async insert(tx: Queryable, member: NewMember): Promise<MemberRow | undefined> {
    const [row] = await tx.query(
      `INSERT INTO member (email, is_guest, password_hash, name, surname, mobile_phone, is_sms_permitted, is_email_permitted, default_language, cart_id, activation)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (email) WHERE deleted_at IS NULL AND NOT is_guest DO NOTHING
       RETURNING ${COLUMNS}`,
      [member.email, member.isGuest, member.passwordHash, member.name, member.surname, member.mobilePhone ?? null, member.isSmsPermitted, member.isEmailPermitted, member.defaultLanguage, member.cartId, member.activation ?? 'email']);
    return row && memberOf(row);
  }

  async setCart(tx: Queryable, id: number, cartId: number): Promise<void> {
    await tx.query('UPDATE member SET cart_id = $2 WHERE id = $1', [id, cartId]);
  }

  /**
   * The member's own record; an SMS permission given for a number, and the proof of the number,
   * stay only while the number does (SET reads the old row). A new number comes only through
   * `setProvenPhone`; the service lets this keep the number or remove it.
   */
  async update(tx: Queryable, id: number, change: UpdateMemberPayload): Promise<void> {
    await tx.query(
      `UPDATE member SET name = $2, surname = $3, mobile_phone = $4, gender_id = $5, birth_date = $6::date,
              is_sms_permitted = ($7 AND mobile_phone IS NOT DISTINCT FROM $4), is_email_permitted = $8,
              sms_permitted_at = CASE WHEN $7 AND mobile_phone IS NOT DISTINCT FROM $4 THEN sms_permitted_at END, email_permitted_at = CASE WHEN $8 THEN email_permitted_at END,
              mobile_verified = (mobile_verified AND mobile_phone IS NOT DISTINCT FROM $4),
              education_status_id = $9, job_id = $10 WHERE id = $1`,
      [id, change.name, change.surname, change.mobilePhone ?? null, change.genderId ?? null, change.birthDate ?? null, change.isSmsPermitted, change.isEmailPermitted,
        change.educationStatusId ?? null, change.jobId ?? null]);
  }

  async setPermissions(tx: Queryable, id: number, isSmsPermitted: boolean, isEmailPermitted: boolean): Promise<void> {
    // A permission turned off forgets when it was given.
    await tx.query(
      `UPDATE member SET is_sms_permitted = $2, is_email_permitted = $3, sms_permitted_at = CASE WHEN $2 THEN sms_permitted_at END,
              email_permitted_at = CASE WHEN $3 THEN email_permitted_at END WHERE id = $1`, [id, isSmsPermitted, isEmailPermitted]);
  }

  /**
   * A new password: every token issued before now stops being accepted, and every password
   * renewal link still out (the one just used included) stops working.
   */
  async setPassword(tx: Queryable, id: number, passwordHash: string): Promise<void> {
    await tx.query('UPDATE member SET password_hash = $2, tokens_valid_after = now() WHERE id = $1', [id, passwordHash]);
    await this.endRenewals(tx, id);
  }

  /** Every renewal link of the member stops working (a newer link, a new password, a new e-mail address). */
  async endRenewals(tx: Queryable, memberId: number): Promise<void> {
    await tx.query('DELETE FROM password_renewal WHERE member_id = $1', [memberId]);
  }

  async setLanguage(tx: Queryable, id: number, language: 'tr' | 'en'): Promise<void> {
    await tx.query('UPDATE member SET default_language = $2 WHERE id = $1', [id, language]);
  }

  /** Deletion keeps the row for orders but nothing that names the person; every sign-in ends. */
  async anonymise(tx: Queryable, id: number): Promise<void> {
    await tx.query(
      `UPDATE member SET deleted_at = now(), email = 'deleted-' || id || '@invalid', password_hash = NULL, name = '', surname = '', mobile_phone = NULL,
              birth_date = NULL, gender_id = NULL, education_status_id = NULL, job_id = NULL, integration_code = NULL, reference_code = NULL,
              is_sms_permitted = false, is_email_permitted = false, tokens_valid_after = 'infinity' WHERE id = $1`, [id]);
    await tx.query('DELETE FROM member_segment_mapping WHERE member_id = $1', [id]);
    await tx.query('DELETE FROM member_address WHERE member_id = $1', [id]);
    await tx.query('DELETE FROM favorite WHERE member_id = $1', [id]);
    await tx.query('DELETE FROM price_alarm WHERE member_id = $1', [id]);
    await tx.query('DELETE FROM stock_alarm WHERE member_id = $1', [id]);
    await tx.query('DELETE FROM passkey WHERE member_id = $1', [id]);
    await tx.query('DELETE FROM message_thread WHERE member_id = $1', [id]);
    await tx.query('DELETE FROM member_coupon WHERE member_id = $1', [id]);
  }

  /** A proven new e-mail (it is verified by the code that proved it); false when another member holds it (the unique index decides). */
  async setProvenEmail(tx: Queryable, id: number, email: string): Promise<boolean> {
    const rows = await tx.query(
      `UPDATE member SET email = $2, email_verified = true WHERE id = $1
         AND NOT EXISTS (SELECT 1 FROM member other WHERE other.email = $2 AND other.is_guest = false AND other.deleted_at IS NULL AND other.id <> $1)
       RETURNING id`, [id, email]);
    await tx.query('DELETE FROM member_otp WHERE member_id = $1', [id]);
    // A renewal link mailed to the old address no longer renews.
    if (rows.length === 1) await this.endRenewals(tx, id);
    return rows.length === 1;
  }

  /** A marketing permission confirmed by a code, with the moment it was given. */
  async permitByCode(tx: Queryable, id: number, channel: 'email' | 'sms'): Promise<void> {
    await tx.query(channel === 'email'
      ? 'UPDATE member SET is_email_permitted = true, email_permitted_at = now() WHERE id = $1'
      // The code texted to the member's phone proves the number too.
      : 'UPDATE member SET is_sms_permitted = true, sms_permitted_at = now(), mobile_verified = true WHERE id = $1', [id]);
    await tx.query('DELETE FROM member_otp WHERE member_id = $1', [id]);
  }

  /** A new mobile phone proven by the code texted to it: it is verified, and an SMS permission given for the old number ends. */
  async setProvenPhone(tx: Queryable, id: number, mobilePhone: string): Promise<void> {
    await tx.query(
      `UPDATE member SET mobile_phone = $2, mobile_verified = true,
              is_sms_permitted = (is_sms_permitted AND mobile_phone IS NOT DISTINCT FROM $2),
              sms_permitted_at = CASE WHEN is_sms_permitted AND mobile_phone IS NOT DISTINCT FROM $2 THEN sms_permitted_at END WHERE id = $1`, [id, mobilePhone]);
    await tx.query('DELETE FROM member_otp WHERE member_id = $1', [id]);
  }

  /** The SMS activation code came back: the mobile phone is proven. */
  async setMobileVerified(tx: Queryable, id: number): Promise<void> {
    await tx.query('UPDATE member SET mobile_verified = true WHERE id = $1', [id]);
    await tx.query('DELETE FROM member_otp WHERE member_id = $1', [id]);
  }

  async setEmailVerified(tx: Queryable, id: number): Promise<void> {
    await tx.query('UPDATE member SET email_verified = true WHERE id = $1', [id]);
    await tx.query('DELETE FROM member_otp WHERE member_id = $1', [id]);
  }

  async replaceOtp(tx: Queryable, memberId: number, codeHash: string, lifetimeSeconds: number, channel: 'email' | 'sms' = 'email'): Promise<void> {
    await tx.query(
      `INSERT INTO member_otp (member_id, channel, code_hash, expires_at, attempts) VALUES ($1, $4, $2, now() + make_interval(secs => $3), 0)
       ON CONFLICT (member_id) DO UPDATE SET channel = EXCLUDED.channel, code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, attempts = 0`,
      [memberId, codeHash, lifetimeSeconds, channel]);
  }

  /** The code locked for this check (two wrong tries at once both count). */
  async lockOtp(tx: Queryable, memberId: number): Promise<OtpRow | undefined> {
    const [row] = await tx.query<{ code_hash: string; expires_at: string; attempts: number }>('SELECT code_hash, expires_at, attempts FROM member_otp WHERE member_id = $1 FOR UPDATE', [memberId]);
    return row && { codeHash: row.code_hash, expiresAt: new Date(row.expires_at), attempts: Number(row.attempts) };
  }

  async otpMissed(tx: Queryable, memberId: number): Promise<void> {
    await tx.query('UPDATE member_otp SET attempts = attempts + 1 WHERE member_id = $1', [memberId]);
  }

  /** A new renewal link; the member's earlier links stop working (only the newest mail's link renews). */
  async addRenewal(tx: Queryable, memberId: number, tokenHash: string, lifetimeSeconds: number): Promise<void> {
    await this.endRenewals(tx, memberId);
    await tx.query('INSERT INTO password_renewal (token_hash, member_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))', [tokenHash, memberId, lifetimeSeconds]);
  }

  /** Whether the owner of an address someone signed up with may be told now (not told in the last `seconds`); notes the time when so. */
  async takeSignUpNotice(tx: Queryable, memberId: number, seconds: number): Promise<boolean> {
    const rows = await tx.query(
      `UPDATE member SET sign_up_notice_at = now() WHERE id = $1 AND (sign_up_notice_at IS NULL OR sign_up_notice_at <= now() - make_interval(secs => $2)) RETURNING id`,
      [memberId, seconds]);
    return rows.length === 1;
  }

  /** Whether the member was mailed a renewal link less than `seconds` ago (the link is still out). */
  async renewalMailedWithin(tx: Queryable, memberId: number, seconds: number): Promise<boolean> {
    const rows = await tx.query('SELECT 1 FROM password_renewal WHERE member_id = $1 AND created_at > now() - make_interval(secs => $2)', [memberId, seconds]);
    return rows.length > 0;
  }

  /** Takes a renewal link: its member when it is unused and unexpired; it cannot be taken twice. */
  async takeRenewal(tx: Queryable, tokenHash: string): Promise<number | undefined> {
    const [row] = await tx.query<{ member_id: number }>(
      'UPDATE password_renewal SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING member_id', [tokenHash]);
    return row && Number(row.member_id);
  }
}
