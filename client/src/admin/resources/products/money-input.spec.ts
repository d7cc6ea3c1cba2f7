import { majorOf, minorOf, moneyText } from './money-input';

describe('issue 29 item 4: prices typed in major units, sent in minor units', () => {
  it('turns what staff type into whole minor units', () => {
    expect(minorOf('1249.90')).toBe(124990);
    expect(minorOf(0.1 + 0.2)).toBe(30);
    expect(minorOf('')).toBeNull();
    expect(minorOf('abc')).toBeNull();
  });

  it('shows stored minor units as major units, an empty old price as empty', () => {
    expect(majorOf(124990)).toBe(1249.9);
    expect(majorOf(null)).toBe('');
  });
});

describe('issue 29 item 6: amounts in the console\'s lists', () => {
  it('shows two decimals as each language writes them', () => {
    expect(moneyText(134990, 'tr')).toBe('1.349,90');
    expect(moneyText(134990, 'en')).toBe('1,349.90');
  });
});
