import { PRELOADED_ANSWERS_ELEMENT_ID, productRequest, requestKey, stockAvailabilitiesRequest } from '../../../contracts/site/preloaded-answers';
import { PreloadedAnswers } from './preloaded-answers';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = doc.createElement('script');
    script.id = PRELOADED_ANSWERS_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('PreloadedAnswers: the answers the server put in the page (S7.25)', () => {
  const product = { isSuccess: true, product: { id: 7 } };

  it('hands the answer to a request once; the next time the request goes to the server', async () => {
    const answers = PreloadedAnswers.read(pageWith(JSON.stringify({ [requestKey(productRequest(7))]: product })));
    expect(answers.arrived(productRequest(7))).toEqual(product);
    await expect(answers.take(productRequest(7))).resolves.toEqual(product);
    expect(answers.take(productRequest(7))).toBeUndefined();
    expect(answers.arrived(productRequest(7))).toBeUndefined();
  });

  it('has nothing for a request the page holds no answer to', () => {
    const answers = PreloadedAnswers.read(pageWith(JSON.stringify({ [requestKey(productRequest(7))]: product })));
    expect(answers.take(productRequest(8))).toBeUndefined();
    expect(answers.take(stockAvailabilitiesRequest(7))).toBeUndefined();
  });

  it.each([
    ['no script', null], ['an empty script', ''], ['broken JSON', '{"GET /api/currencies":'], ['an array', '[1]'], ['a non-object answer', '{"GET /api/currencies":"x"}'],
  ])('a page with %s holds no answers', (_, text) => {
    expect(PreloadedAnswers.read(pageWith(text)).take({ method: 'GET', url: '/api/currencies' })).toBeUndefined();
  });
});

describe('PreloadedAnswers: a request sent before its page, handed over once', () => {
  it('is known by its request once arrived, taken over once, and never by another request', async () => {
    const answers = new PreloadedAnswers();
    let release: (value: string) => void = () => undefined;
    void answers.hold(productRequest(1), new Promise<string>((resolve) => { release = resolve; }));
    expect(answers.arrived(productRequest(1))).toBeUndefined(); // still on its way
    release('answer');
    await Promise.resolve();
    expect(answers.arrived(productRequest(1))).toBe('answer');
    expect(answers.arrived(productRequest(2))).toBeUndefined();
    expect(answers.take(productRequest(2))).toBeUndefined();
    await expect(answers.take(productRequest(1))).resolves.toBe('answer');
    expect(answers.take(productRequest(1))).toBeUndefined();
  });

  it('a failed request is handed to the page that takes it, and is not "arrived"', async () => {
    const answers = new PreloadedAnswers();
    void answers.hold(productRequest(1), Promise.reject(new Error('down')));
    await Promise.resolve();
    expect(answers.arrived(productRequest(1))).toBeUndefined();
    await expect(answers.take(productRequest(1))).rejects.toThrow('down');
  });
});
