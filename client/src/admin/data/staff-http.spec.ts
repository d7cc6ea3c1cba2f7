import { HttpError } from 'ra-core';
import { staffError, staffErrorMessage, staffFetch } from './staff-http';

describe('issue 29 item 2: staff route refusals as react-admin errors', () => {
  it('keeps the server\'s message and status for the notification and the 401 check', () => {
    const error = staffError(403, { status: 403, message: 'This role may not change staff' }, 'Forbidden');
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('This role may not change staff');
    expect(error.status).toBe(403);
    expect(error.body).toEqual({ status: 403, message: 'This role may not change staff' });
  });

  it('joins several validation messages into one', () => {
    expect(staffErrorMessage({ status: 400, message: ['sku must not be empty', 'price must be positive'] }, 'Bad Request'))
      .toBe('sku must not be empty; price must be positive');
  });

  it('falls back to the status text when the answer carries no message', () => {
    expect(staffErrorMessage(null, 'Bad Gateway')).toBe('Bad Gateway');
    expect(staffErrorMessage({ status: 400, message: '' }, 'Bad Request')).toBe('Bad Request');
    expect(staffErrorMessage({ status: 400, message: [] }, 'Bad Request')).toBe('Bad Request');
    expect(staffErrorMessage('<html>', '')).toBe('Request failed');
  });

  it('sends the staff cookie (same origin) and the console\'s language, and maps a refusal', async () => {
    const fetched: RequestInit[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      fetched.push(init);
      // jsdom has no Response: what fetchJson reads of one.
      return { status: 401, statusText: 'Unauthorized', headers: new Map(), text: async () => JSON.stringify({ status: 401, message: 'Sign in first' }) };
    }) as unknown as typeof fetch;
    try {
      await expect(staffFetch('/admin/api/session')).rejects.toMatchObject({ status: 401, message: 'Sign in first' });
      expect(fetched[0].credentials).toBe('same-origin');
      expect((fetched[0].headers as Headers).get('Accept-Language')).toBe('tr');
      expect((fetched[0].headers as Headers).get('Accept')).toBe('application/json');
    } finally {
      globalThis.fetch = original;
    }
  });
});
