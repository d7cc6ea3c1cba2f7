import { useLocaleState } from 'ra-core';

/** The path of a record's name in the console's language (records carry both: name.tr, name.en). */
export function useNameField(): 'name.tr' | 'name.en' {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'name.en' : 'name.tr';
}
