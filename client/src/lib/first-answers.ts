import type { ApiRequest } from '../../../contracts/common/api-request';
import { FIRST_ANSWERS_ELEMENT_ID, requestKey } from '../../../contracts/site/first-answers';

/**
 * The answers the server put in the page for the requests the app makes while it starts
 * (contracts/site/first-answers.ts). Each is handed out once: a later request for the same thing
 * (a retry, the shopper coming back to the page) asks the server, as the answer may have changed.
 */
export class FirstAnswers {
  private constructor(private readonly answers: Map<string, unknown>) {}

  /** The page's first answers; none when the page carries none or they cannot be read. */
  static read(doc: Document = document): FirstAnswers {
    const text = doc.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent;
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined; // the app asks for everything itself
    }
    const entries = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : [];
    return new FirstAnswers(new Map(entries.filter(([, answer]) => answer !== null && typeof answer === 'object')));
  }

  /** The answer to `request` when the page holds it, once; undefined otherwise. */
  take(request: ApiRequest): unknown {
    const key = requestKey(request);
    const answer = this.answers.get(key);
    this.answers.delete(key);
    return answer;
  }
}
