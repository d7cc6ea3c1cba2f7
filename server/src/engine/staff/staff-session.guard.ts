import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { StaffRole } from '../../../../contracts/admin/staff.js';
import { AppError } from '../../common/errors.js';
import { cultureOf } from '../common/culture.js';
import { STAFF_PUBLIC_KEY, STAFF_ROLES_KEY, type StaffRequest } from './staff-controller.decorator.js';
import { staffTokenOf } from './staff-cookie.js';
import { StaffMessage } from './staff-messages.js';
import { StaffSessionService } from './staff-session.service.js';

/** The 401 of a staff route asked without a live session, in the caller's language. */
export const signInRequired = (request: Request) =>
  new AppError(StaffMessage.signInRequired[cultureOf(request)], HttpStatus.UNAUTHORIZED, 'STAFF_SIGN_IN_REQUIRED');

/**
 * Admits a staff route's caller by the staff session cookie and the route's roles: 401 without a
 * live session, 403 when the route does not admit the member's role. The owner is admitted
 * everywhere; a route naming no roles admits the owner only (a forgotten @StaffRoles closes a
 * route rather than opening it). Routes marked @StaffPublic pass without a session.
 */
@Injectable()
export class StaffSessionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector, private readonly sessions: StaffSessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean | undefined>(STAFF_PUBLIC_KEY, targets)) return true;
    const request = context.switchToHttp().getRequest<StaffRequest>();
    const token = staffTokenOf(request);
    const staff = token === undefined ? undefined : await this.sessions.admitted(token);
    if (!staff) throw signInRequired(request);
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES_KEY, targets) ?? [];
    if (staff.role !== 'owner' && !roles.includes(staff.role)) throw new AppError(StaffMessage.roleRefused[cultureOf(request)], HttpStatus.FORBIDDEN, 'STAFF_ROLE_REFUSED');
    request.staff = staff;
    return true;
  }
}
