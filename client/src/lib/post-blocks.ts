/** A piece of a post's text. */
export type PostBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

/** Splits a post's text into blocks: paragraphs are separated by a blank line, "## " starts a heading. */
export function postBlocks(content: string | undefined): PostBlock[] {
  return (content ?? '').split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean)
    .map((part) => (part.startsWith('## ') ? { kind: 'heading', text: part.slice(3).trim() } : { kind: 'paragraph', text: part }));
}
