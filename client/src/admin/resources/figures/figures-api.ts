import { useEffect, useState } from 'react';
import { STAFF_API } from '../../console-address';
import { staffFetch } from '../../data/staff-http';

/** One figure's answer as a card shows it: loading, the route's answer, or its refusal's message. */
export type FigureAnswer<T> = { state: 'loading' } | { state: 'ready'; data: T; total?: number } | { state: 'failed'; message: string };

/**
 * GET /admin/api/figures/{path} (docs/operator-console.md, "The day's figures"), read again when
 * the path changes (another period, threshold ...). An answer that arrives after the path moved on
 * is dropped, so a slow first answer never overwrites a later one.
 */
export function useFigure<T>(path: string): FigureAnswer<T> {
  const [answer, setAnswer] = useState<FigureAnswer<T>>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setAnswer({ state: 'loading' });
    staffFetch(`${STAFF_API}/figures/${path}`).then(
      (response) => {
        const total = response.headers.get('X-Total-Count');
        if (current) setAnswer({ state: 'ready', data: response.json as T, ...(total === null ? {} : { total: Number(total) }) });
      },
      (error: unknown) => { if (current) setAnswer({ state: 'failed', message: error instanceof Error ? error.message : String(error) }); },
    );
    return () => { current = false; };
  }, [path]);
  return answer;
}
