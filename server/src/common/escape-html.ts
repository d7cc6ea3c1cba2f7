/** Text made safe inside HTML text and quoted attributes (page heads, mails, the development mailbox). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
