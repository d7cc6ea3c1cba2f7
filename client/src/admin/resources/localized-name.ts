import { useLocaleState } from 'ra-core';

/** The field holding a record's name in the console's language (records carry both: nameTr, nameEn). */
export function useNameField(): 'nameTr' | 'nameEn' {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'nameEn' : 'nameTr';
}
