import { mailboxPage } from './dev-mailbox.controller.js';

describe('development mailbox page', () => {
  it('escapes what a mail holds and turns its web addresses into links', () => {
    const page = mailboxPage([{ id: 1, to: 'a@example.com', subject: '<script>alert(1)</script>', text: 'Bağlantı: http://localhost:3000/login?action=renew-password&token=abc "x"', html: '', createdAt: '2026-11-25T10:00:00Z' }]);
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&#60;script&#62;');
    expect(page).toContain('<a href="http://localhost:3000/login?action=renew-password&#38;token=abc">');
    expect(page).toContain('not sent (no SMTP_URL)');
  });

  it('says so when there is no mail', () => {
    expect(mailboxPage([])).toContain('No mail yet.');
  });
});
