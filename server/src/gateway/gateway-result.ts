import { GatewayError } from '../common/errors.js';
import { isHttpFailure, type HttpResponse } from './http-helper.js';

/**
 * The data of a gateway answer, or a GatewayError carrying the server's message when the
 * gateway refused the request (4xx), else the route's spec §8 fallback message.
 */
export function unwrap<T>(response: HttpResponse<T>, fallbackMessage: string): T {
  if (!isHttpFailure(response)) return response.data;
  const serverMessage = response.status >= 400 && response.status < 500 ? response.errorMessage : undefined;
  throw new GatewayError(serverMessage || fallbackMessage, response.status);
}
