import { Controller, Get, Header, Inject, NotFoundException, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { OutboxMail, OutboxSms } from '../../../contracts/gateway/member.js';
import { MemberService } from '../api/member/member.service.js';
import { escapeHtml } from '../common/escape-html.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Web addresses in a mail's text become links, so a developer follows them as a shopper would. */
function linked(text: string): string {
  return text.split(/(https?:\/\/[^\s<>"']+)/).map((part, index) => (index % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part))).join('');
}

const smsState = (sms: OutboxSms) => (sms.sentAt ? 'sent' : sms.error ? `not sent: ${sms.error}` : 'not sent (no SMS_URL)');

export function mailboxPage(mails: OutboxMail[], texts: OutboxSms[] = []): string {
  const items = mails.map((mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>`
    + `<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt)}${mail.sentAt ? ' · sent' : ' · not sent (no SMTP_URL)'}</p>`
    + `<pre>${linked(mail.text)}</pre></article>`).join('\n');
  const smsItems = texts.map((sms) => `<article><p class="meta">SMS to ${escapeHtml(sms.to)} · ${escapeHtml(sms.createdAt)} · ${escapeHtml(smsState(sms))}</p>`
    + `<pre>${escapeHtml(sms.text)}</pre></article>`).join('\n');
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Development mailbox · Vitrin</title>'
    + '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px}article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}'
    + 'h2{font-size:18px;margin:0}.meta{color:#555;margin:4px 0}pre{white-space:pre-wrap;font:inherit}</style></head>'
    + `<body><h1>Development mailbox</h1><p>The latest mails the shop wrote (activation codes, password links, alarms, newsletter) and its texts (SMS codes). This page exists only when NODE_ENV is development.</p>${items || '<p>No mail yet.</p>'}`
    + `<h2>SMS</h2>${smsItems || '<p>No SMS yet.</p>'}</body></html>`;
}

/**
 * /dev/mailbox: the mails and texts the engine's outboxes hold, for a developer signing up without a real
 * mail server (spec issue 14: only in development; a 404 everywhere else).
 */
@ApiExcludeController()
@Controller('dev')
export class DevMailboxController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, private readonly members: MemberService) {}

  @Get('mailbox') @Header('content-type', 'text/html; charset=utf-8') @Header('cache-control', 'no-store')
  async mailbox(@Query('culture') culture?: string): Promise<string> {
    if (!this.config.development) throw new NotFoundException();
    const { mails, sms } = await this.members.outbox(culture === 'en' ? 'en' : 'tr');
    return mailboxPage(mails, sms);
  }
}
