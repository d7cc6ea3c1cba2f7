import type { ApiRequest } from '../../../contracts/common/api-request';
import { PRELOADED_ANSWERS_ELEMENT_ID, requestKey } from '../../../contracts/site/preloaded-answers';

interface Held {
  /** The answer, once it has arrived. */
  value?: unknown;
  answer: Promise<unknown>;
}

/**
 * Preloaded answers: answers to requests the app makes while a page starts, known before the
 * page asks. The server writes some into the page (contracts/site/preloaded-answers.ts); the app
 * sends others the moment it knows it will need them (main.tsx: a list's products while the
 * list's code downloads). Either way the page takes each one once, by the request's key; a later
 * request for the same thing (a retry, the shopper coming back) asks the server, as the answer
 * may have changed.
 */
export class PreloadedAnswers {
  private readonly held = new Map<string, Held>();

  /** The answers the page carries; none when it carries none or they cannot be read. */
  static read(doc: Document = document): PreloadedAnswers {
    const answers = new PreloadedAnswers();
    const text = doc.getElementById(PRELOADED_ANSWERS_ELEMENT_ID)?.textContent;
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined; // the app asks for everything itself
    }
    const entries = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : [];
    for (const [key, value] of entries) {
      if (value !== null && typeof value === 'object') answers.held.set(key, { value, answer: Promise.resolve(value) });
    }
    return answers;
  }

  /** Holds `answer`, a request just sent, for the page that will ask for `request`. */
  hold<T>(request: ApiRequest, answer: Promise<T>): Promise<T> {
    const held: Held = { answer };
    answer.then((value) => { held.value = value; }, () => { /* reported to the page when it takes the answer */ });
    this.held.set(requestKey(request), held);
    return answer;
  }

  /** The answer to `request` if it has arrived, without taking it: the page can be drawn from it at once. */
  arrived(request: ApiRequest): unknown {
    return this.held.get(requestKey(request))?.value;
  }

  /** The held answer to `request` (arrived or on its way), handed out once; undefined when none is held. */
  take(request: ApiRequest): Promise<unknown> | undefined {
    const key = requestKey(request);
    const held = this.held.get(key);
    this.held.delete(key);
    return held?.answer;
  }
}
