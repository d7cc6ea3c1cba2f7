import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ConsoleCulture } from '../console-address';
import en from './en';
import tr from './tr';

/**
 * The console's words in the language its address names (/admin Turkish, /en/admin English):
 * the language switch is a link to the other address, so a bookmark keeps its language.
 */
export const consoleI18nProvider = (culture: ConsoleCulture) =>
  // One locale: react-admin's own language menu (which would keep a choice apart from the address) stays hidden.
  polyglotI18nProvider(() => (culture === 'en' ? en : tr), culture, [{ locale: culture, name: culture === 'en' ? 'English' : 'Türkçe' }], { allowMissing: false });
