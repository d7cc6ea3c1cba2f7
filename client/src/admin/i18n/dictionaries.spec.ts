import englishMessages from 'ra-language-english';
import en from './en';
import tr from './tr';

/** Every key path of a dictionary ("ra.action.save"), to its text. */
function keysOf(messages: object, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') keysOf(value, path).forEach((text, inner) => keys.set(inner, text));
    else keys.set(path, value);
  }
  return keys;
}

describe('issue 29 item 4: the console\'s dictionaries', () => {
  const english = keysOf(en);
  const turkish = keysOf(tr);

  it('Turkish has every react-admin message English has (ra-language-english is the list)', () => {
    const missing = [...keysOf(englishMessages).keys()].filter((key) => !turkish.has(key));
    expect(missing).toEqual([]);
  });

  it('Turkish and English have the same keys, console words included', () => {
    expect([...turkish.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !turkish.has(key))).toEqual([]);
  });

  it('every Turkish text is written (no empty text, no English left in react-admin\'s words)', () => {
    const texts = [...turkish.entries()].filter(([key]) => key !== 'ra.boolean.null');
    expect(texts).toHaveEvery(([, text]) => typeof text === 'string' && text.trim() !== '');
    const untranslated = [...keysOf(englishMessages).entries()]
      .filter(([key, text]) => key !== 'ra.boolean.null' && !/^%\{\w+\}( %\{\w+\})?$/.test(String(text)) && turkish.get(key) === text)
      .map(([key]) => key);
    expect(untranslated).toEqual(['ra.configurable.SimpleForm.title']);
  });

  it('a Turkish text keeps the placeholders of its English one (a one-form count: those of the English plural)', () => {
    const placeholders = (text: unknown) => [...new Set([...String(text).matchAll(/%\{(\w+)\}/g)].map(([, name]) => name))].sort().join();
    const lastForm = (text: unknown) => String(text).split('||||').pop();
    const differing = [...english.entries()].filter(([key, text]) => {
      const turkishText = turkish.get(key);
      const oneForm = String(text).includes('||||') && !String(turkishText).includes('||||');
      return placeholders(oneForm ? lastForm(text) : text) !== placeholders(turkishText);
    }).map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
