import { Injectable, UnauthorizedException, type CanActivate } from '@nestjs/common';

/**
 * Admits a staff route's caller by the staff session cookie and the route's roles.
 * Placeholder until staff sessions exist (issue 29 item 2): refuses every caller.
 */
@Injectable()
export class StaffSessionGuard implements CanActivate {
  canActivate(): boolean {
    throw new UnauthorizedException('Staff sign-in required');
  }
}
