import { compareVersions } from './app-version.js';

describe('compareVersions (S7.34 MobileApi CheckUpdate)', () => {
  it('compares numerically, part by part', () => {
    expect(compareVersions('2.10.0', '2.9.1')).toBe(1);
    expect(compareVersions('1.9', '2.0.0')).toBe(-1);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
  });
});
