const d = process.env.DIST ?? 'dist';
const { PgliteDatabase } = await import(`./${d}/server/server/src/engine/db/pglite-database.js`);
const { listProducts, PRODUCT_LIST_RULES } = await import(`./${d}/server/server/src/engine/catalogue-admin/product-list.js`);
const { parseListQuery } = await import(`./${d}/server/server/src/engine/common/list-query.js`);
const db = await PgliteDatabase.open('/tmp/vitrin/db100k', undefined, 100000);
const [sample] = await db.query('SELECT id, sku, name_tr, brand_id, default_category_id, product_type_id FROM product ORDER BY id OFFSET 5000 LIMIT 1');
const cases = [
  ['id DESC', ['id', 'DESC'], null], ['price ASC', ['price', 'ASC'], null], ['createdAt DESC', ['createdAt', 'DESC'], null],
  ['q Deriden', ['id', 'DESC'], { q: 'Deriden' }], ['q Deriden by name', ['name', 'ASC'], { q: 'Deriden' }],
  ['q sku start', ['id', 'DESC'], { q: sample.sku.slice(0, -2) }], ['q sku', ['name', 'ASC'], { q: sample.sku }], ['q none', ['id', 'DESC'], { q: 'zx-9q7' }],
  ['brand', ['id', 'DESC'], { brandId: sample.brand_id }], ['category', ['name', 'ASC'], { categoryId: sample.default_category_id }],
  ['type', ['price', 'DESC'], { productTypeId: sample.product_type_id }], ['unpublished', ['stock', 'ASC'], { published: false }],
];
for (const [name, sort, filter] of cases) {
  const runs = [];
  for (let round = 0; round < 2; round++) for (let page = 0; page < 10; page++) {
    const query = parseListQuery({ sort: JSON.stringify(sort), range: JSON.stringify([page * 25, page * 25 + 24]), ...(filter ? { filter: JSON.stringify(filter) } : {}) }, PRODUCT_LIST_RULES);
    const t = process.cpuUsage(); const w = performance.now();
    const { total } = await listProducts(db, query);
    const u = process.cpuUsage(t);
    if (round === 1) runs.push([(u.user + u.system) / 1000, performance.now() - w, total]);
  }
  runs.sort((a, b) => a[0] - b[0]);
  console.log(name.padEnd(18), 'total', String(runs[0][2]).padStart(6), ' cpu p50', runs[5][0].toFixed(1).padStart(6), ' max', runs[9][0].toFixed(1).padStart(6), ' wall p50', runs[5][1].toFixed(1).padStart(6));
}
await db.close();
