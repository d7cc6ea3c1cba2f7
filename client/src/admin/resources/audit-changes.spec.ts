import { auditChanges } from './audit-changes';

describe('issue 29 item 3: an audit entry read field by field', () => {
  it('marks the fields that changed, nested ones by their path', () => {
    expect(auditChanges({ name: 'Saat', seo: { titleTr: 'Eski' }, price: 100 }, { name: 'Saat', seo: { titleTr: 'Yeni' }, price: 90 })).toEqual([
      { field: 'name', before: 'Saat', after: 'Saat', changed: false },
      { field: 'price', before: '100', after: '90', changed: true },
      { field: 'seo.titleTr', before: 'Eski', after: 'Yeni', changed: true },
    ]);
  });

  it('a created thing has only an after, a deleted one only a before', () => {
    expect(auditChanges(null, { role: 'owner' })).toEqual([{ field: 'role', before: undefined, after: 'owner', changed: true }]);
    expect(auditChanges({ role: 'owner' }, null)).toEqual([{ field: 'role', before: 'owner', after: undefined, changed: true }]);
  });

  it('shows lists whole, as JSON', () => {
    expect(auditChanges({ categoryIds: [1, 2] }, { categoryIds: [1, 3] })).toEqual([{ field: 'categoryIds', before: '[1,2]', after: '[1,3]', changed: true }]);
  });
});
