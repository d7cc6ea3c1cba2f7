describe('toHaveEvery (issue 12: checks over a list must fail when the list is empty)', () => {
  it('passes when the list has items and all of them pass', () => {
    expect([2, 4]).toHaveEvery((value) => value % 2 === 0);
  });

  it('fails on an empty list, on a failing item and on a non-list', () => {
    expect(() => expect([] as number[]).toHaveEvery(() => true)).toThrow('expected a non-empty list');
    expect(() => expect([2, 3]).toHaveEvery((value) => value % 2 === 0)).toThrow('item 1 of 2 fails');
    expect(() => expect({ length: 2 }).toHaveEvery(() => true)).toThrow('expected an array');
  });
});
