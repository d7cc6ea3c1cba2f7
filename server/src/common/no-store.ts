import { Header } from '@nestjs/common';

/** An answer about one shopper (their cart, orders, account): no cache, shared or private, keeps it. */
export const NoStore = (): MethodDecorator => Header('Cache-Control', 'no-store');
