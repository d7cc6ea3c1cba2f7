import { FIRST_ANSWERS_ELEMENT_ID, productRequest, requestKey, stockAvailabilitiesRequest } from '../../../contracts/site/first-answers';
import { FirstAnswers } from './first-answers';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = doc.createElement('script');
    script.id = FIRST_ANSWERS_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('FirstAnswers: the answers the server put in the page (S7.25)', () => {
  const product = { isSuccess: true, product: { id: 7 } };

  it('hands the answer to a request once; the next time the request goes to the server', () => {
    const answers = FirstAnswers.read(pageWith(JSON.stringify({ [requestKey(productRequest(7))]: product })));
    expect(answers.take(productRequest(7))).toEqual(product);
    expect(answers.take(productRequest(7))).toBeUndefined();
  });

  it('has nothing for a request the page holds no answer to', () => {
    const answers = FirstAnswers.read(pageWith(JSON.stringify({ [requestKey(productRequest(7))]: product })));
    expect(answers.take(productRequest(8))).toBeUndefined();
    expect(answers.take(stockAvailabilitiesRequest(7))).toBeUndefined();
  });

  it.each([
    ['no script', null], ['an empty script', ''], ['broken JSON', '{"GET /api/currencies":'], ['an array', '[1]'], ['a non-object answer', '{"GET /api/currencies":"x"}'],
  ])('a page with %s holds no answers', (_, text) => {
    expect(FirstAnswers.read(pageWith(text)).take({ method: 'GET', url: '/api/currencies' })).toBeUndefined();
  });
});
