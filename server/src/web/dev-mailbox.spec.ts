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
    expect(mailboxPage([])).toContain('No SMS yet.');
  });

  it('shows the SMS outbox, escaped, with whether each text went out', () => {
    const page = mailboxPage([], [
      { id: 2, to: '+905321234567', text: 'Vitrin doğrulama kodunuz: 123456 <b>', createdAt: '2026-11-25T10:00:00Z' },
      { id: 1, to: '+905329876543', text: 'kod', createdAt: '2026-11-25T09:00:00Z', error: 'TimeoutError: aborted' },
    ]);
    expect(page).toContain('SMS to +905321234567');
    expect(page).toContain('kodunuz: 123456 &#60;b&#62;');
    expect(page).toContain('not sent (no SMS_URL)');
    expect(page).toContain('not sent: TimeoutError: aborted');
  });
});
