import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ConsoleCulture } from '../console-address';
import en from './en';
import tr from './tr';

/**
 * The console's words in the language its address names (/admin Turkish, /en/admin English):
 * the language switch is a link to the other address, so a bookmark keeps its language.
 */
export const consoleI18nProvider = (culture: ConsoleCulture) =>
  polyglotI18nProvider(() => (culture === 'en' ? en : tr), culture, [{ locale: 'tr', name: 'Türkçe' }, { locale: 'en', name: 'English' }], { allowMissing: false });
