import { BadRequestException, NotFoundException } from '@nestjs/common';
import { toErrorBody } from './api-exception.filter.js';
import { BadInputError, GatewayError } from './errors.js';

describe('toErrorBody (S3.28, S8.16)', () => {
  it('S8.16 hides unexpected errors behind "An error occurred" with status 500', () => {
    expect(toErrorBody(new TypeError('secret internals'))).toEqual({ isSuccess: false, status: 500, message: 'An error occurred' });
  });
  it('keeps the message and data of our errors', () => {
    expect(toErrorBody(new BadInputError('Bad page', ['page']))).toEqual({ isSuccess: false, status: 400, message: 'Bad page', data: ['page'] });
  });
  it('answers a gateway 4xx as is and anything else as 502', () => {
    expect(toErrorBody(new GatewayError('Stok yetersiz', 409)).status).toBe(409);
    expect(toErrorBody(new GatewayError('Failed to get cart', 500)).status).toBe(502);
  });
  it('puts the first validation problem in message and all of them in data', () => {
    const body = toErrorBody(new BadRequestException(['pageSize must not be greater than 100', 'flags must be an integer number']));
    expect(body).toEqual({ isSuccess: false, status: 400, message: 'pageSize must not be greater than 100', data: ['pageSize must not be greater than 100', 'flags must be an integer number'] });
  });
  it('issue 32 item 13: passes the refused fields and their rules on beside the messages', () => {
    const body = toErrorBody(new BadRequestException({ message: ['name may hold letters'], fields: [{ field: 'name', rule: 'personName' }] }));
    expect(body).toEqual({ isSuccess: false, status: 400, message: 'name may hold letters', data: ['name may hold letters'], fields: [{ field: 'name', rule: 'personName' }] });
  });
  it('answers Nest HTTP errors with their status', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/nope'))).toMatchObject({ status: 404, message: 'Cannot GET /api/nope' });
  });
});
