// The storefront routes under load. search-products takes `currentPage`, not `page`: the DTO
// forbids unknown fields, and a 400 would measure the validation error path instead.
export const ROUTES = [
  { name: 'GET /api/currencies', method: 'GET', path: '/api/currencies' },
  {
    name: 'POST /api/search-products', method: 'POST', path: '/api/search-products',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageSize: 24, currentPage: 1 }),
  },
];
