import { useNotify, useRefresh } from 'ra-core';
import { STAFF_API } from '../../console-address';
import { staffFetch } from '../../data/staff-http';

type ActionMethod = 'POST' | 'PUT' | 'DELETE';

/** POST (PUT, DELETE) /admin/api/{path} with a JSON body: a console action that is not a record's create/update (approve, refund, answer ...). */
export async function staffAction<T>(path: string, body: object = {}, method: ActionMethod = 'POST'): Promise<T> {
  return (await staffFetch(`${STAFF_API}/${path}`, { method, ...(method === 'DELETE' ? {} : { body: JSON.stringify(body) }) })).json as T;
}

/**
 * Runs a console action, then says so (`done`, a dictionary key) and reloads the page's record;
 * a refusal shows the server's words. Answers whether it went through.
 */
export function useConsoleAction(): (path: string, body?: object, options?: { method?: ActionMethod; done?: string }) => Promise<boolean> {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (path, body = {}, { method = 'POST', done } = {}) => {
    try {
      await staffAction(path, body, method);
      if (done) notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
      return false;
    }
  };
}
