import type { Culture } from '../../../contracts/enums';
import { en } from './en';
import { tr, type MessageKey } from './tr';

const DICTIONARIES: Record<Culture, Record<MessageKey, string>> = { tr, en };

export type { MessageKey };

/** The text of `key` in `culture`, with {name} placeholders filled. */
export function translate(culture: Culture, key: MessageKey, params: Record<string, string | number> = {}): string {
  return DICTIONARIES[culture][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
