import { apiUrl } from '../common/api-request.js';
import { bannerListRequest, productPageRequests, requestKey, routeInfoRequest, shellRequests, SHELL_CONTAINERS } from './preloaded-answers.js';

describe('preloaded answers: the start-up requests both sides build (S7.25, S7.34)', () => {
  it('a URL keeps its parameters in order, leaves undefined ones out and encodes Turkish letters', () => {
    expect(apiUrl('/api/route-info', { path: '/saat ç', skip: undefined })).toBe('/api/route-info?path=%2Fsaat+%C3%A7');
    expect(apiUrl('/api/currencies')).toBe('/api/currencies');
  });

  it('a key is the method and URL, and the JSON body for a POST', () => {
    expect(requestKey(routeInfoRequest('/saat-c-1'))).toBe('GET /api/route-info?path=%2Fsaat-c-1');
    expect(requestKey(bannerListRequest([1, 2]))).toBe('POST /api/get-banner-list {"bannerContainerIds":[1,2]}');
  });

  it('every page asks for the currencies, the shell banners and the texts of its language', () => {
    expect(shellRequests('en').map(requestKey)).toEqual([
      'GET /api/currencies',
      `POST /api/get-banner-list {"bannerContainerIds":[${SHELL_CONTAINERS.join(',')}]}`,
      'GET /api/localized-texts?culture=en',
    ]);
  });

  it('a product page asks for its product and its stock', () => {
    expect(productPageRequests(7).map(requestKey)).toEqual(['POST /api/get-product {"productId":7}', 'GET /api/stock-availabilities?productId=7']);
  });
});
