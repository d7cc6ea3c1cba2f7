import { majorOf, minorOf, minorStep, moneyText } from './money-input';

describe('issue 29 item 4: prices typed in major units, sent in minor units', () => {
  it('turns what staff type into whole minor units', () => {
    expect(minorOf('1249.90', 2)).toBe(124990);
    expect(minorOf(0.1 + 0.2, 2)).toBe(30);
    expect(minorOf('', 2)).toBeNull();
    expect(minorOf('abc', 2)).toBeNull();
  });

  it('shows stored minor units as major units, an empty old price as empty', () => {
    expect(majorOf(124990, 2)).toBe(1249.9);
    expect(majorOf(null, 2)).toBe('');
  });
});

describe('issue 29 console gap 3: each currency\'s own decimals', () => {
  it('a currency without decimals (the yen) takes and shows whole units', () => {
    expect(minorOf('1500', 0)).toBe(1500);
    expect(minorOf('1500.4', 0)).toBe(1500);
    expect(majorOf(1500, 0)).toBe(1500);
    expect(minorStep(0)).toBe(1);
    expect(moneyText(1500, 'en', 0)).toBe('1,500');
  });

  it('a currency with three decimals (the dinar) takes and shows thousandths', () => {
    expect(minorOf('12.345', 3)).toBe(12345);
    expect(majorOf(12345, 3)).toBe(12.345);
    expect(minorStep(3)).toBe(0.001);
    expect(moneyText(1234567, 'tr', 3)).toBe('1.234,567');
  });
});

describe('issue 29 item 6: amounts in the console\'s lists', () => {
  it('shows two decimals as each language writes them', () => {
    expect(moneyText(134990, 'tr', 2)).toBe('1.349,90');
    expect(moneyText(134990, 'en', 2)).toBe('1,349.90');
  });
});
