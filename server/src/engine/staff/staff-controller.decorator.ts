import { applyDecorators, Controller, createParamDecorator, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import type { StaffIdentity, StaffRole } from '../../../../contracts/admin/staff.js';
import { StaffSessionGuard } from './staff-session.guard.js';

/** Metadata key of the roles a staff route admits. */
export const STAFF_ROLES_KEY = Symbol('staffRoles');
/** Metadata key of a staff route open without a session (sign-in, enrolment). */
export const STAFF_PUBLIC_KEY = Symbol('staffPublic');

/**
 * A controller of the operator console's staff routes: mounted under /admin/api/{path}, where the
 * staff session cookie (path /admin) is sent, and guarded by that session. Every route names the
 * roles it admits with @StaffRoles; a route without them admits the owner only.
 */
export const StaffController = (path: string) =>
  applyDecorators(Controller(`admin/api/${path}`), UseGuards(StaffSessionGuard), ApiExcludeController());

/** The roles that may call this route (or every route of this controller); the owner always may. */
export const StaffRoles = (...roles: StaffRole[]) => SetMetadata(STAFF_ROLES_KEY, roles);

/** A route answered without a staff session: signing in, enrolling from a one-time link. */
export const StaffPublic = () => SetMetadata(STAFF_PUBLIC_KEY, true);

/** The request's property the guard fills with the signed-in staff member. */
export interface StaffRequest extends Request {
  staff?: StaffIdentity;
}

/** The staff member the session guard admitted (routes marked @StaffPublic have none). */
export const CurrentStaff = createParamDecorator((_: unknown, context: ExecutionContext): StaffIdentity => {
  const staff = context.switchToHttp().getRequest<StaffRequest>().staff;
  if (!staff) throw new Error('CurrentStaff used on a route the staff session guard did not admit');
  return staff;
});
