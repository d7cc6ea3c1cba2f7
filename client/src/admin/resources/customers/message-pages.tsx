import { useState } from 'react';
import { Box, Button, Card, CardContent, Paper, Stack, TextField as Field, Typography } from '@mui/material';
import { BooleanField, Datagrid, DateField, EmailField, List, NullableBooleanInput, Show, TextField } from 'react-admin';
import { useCanAccess, useRecordContext, useTranslate } from 'ra-core';
import type { AdminMessageThread } from '../../../../../contracts/admin/customers';
import { MEMBER_MESSAGE_LIMITS } from '../../../../../contracts/member/member-messages';
import { useDateLocales } from '../date-locales';
import { useConsoleAction } from '../returns/return-action';

/** Members' messages to the shop, those waiting for an answer first by default (issue 30 item 4). */
export function CustomerMessageList() {
  const locales = useDateLocales();
  return (
    <List filters={[<NullableBooleanInput key="answered" source="answered" alwaysOn />]} filterDefaultValues={{ answered: false }}
      sort={{ field: 'lastMessageAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="subject" sortable={false} />
        <TextField source="preview" sortable={false} />
        <EmailField source="customerEmail" sortable={false} />
        <BooleanField source="answered" sortable={false} />
        <DateField source="lastMessageAt" showTime locales={locales} />
      </Datagrid>
    </List>
  );
}

/** The shop's answer: the member reads it on /u/messages and gets it by mail. */
function AnswerForm({ thread }: { thread: AdminMessageThread }) {
  const translate = useTranslate();
  const run = useConsoleAction();
  const { canAccess } = useCanAccess({ resource: 'customer-messages', action: 'edit' });
  const [text, setText] = useState('');
  if (!canAccess) return null;
  const send = async () => {
    if (await run(`customer-messages/${thread.id}/answer`, { text }, { done: 'console.messages.sent' })) setText('');
  };
  return (
    <Stack component="form" spacing={1} sx={{ mt: 2 }} onSubmit={(event) => { event.preventDefault(); void send(); }}>
      <Field label={translate('console.messages.answer')} value={text} onChange={(event) => setText(event.target.value)} multiline minRows={3} required
        helperText={translate('console.messages.answerHelp')} slotProps={{ htmlInput: { maxLength: MEMBER_MESSAGE_LIMITS.textMax } }} />
      <Box><Button type="submit" variant="contained" disabled={!text.trim()}>{translate('console.messages.send')}</Button></Box>
    </Stack>
  );
}

function ThreadPage() {
  const thread = useRecordContext<AdminMessageThread>();
  const translate = useTranslate();
  const locales = useDateLocales();
  // The list's row shows first (react-admin's cache), without its messages: wait for the thread itself.
  if (!thread?.messages) return null;
  const when = (at: string) => new Intl.DateTimeFormat(locales, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">{thread.subject}</Typography>
        <Typography>{thread.customerName} &lt;{thread.customerEmail}&gt;</Typography>
        <Stack spacing={1} sx={{ mt: 2 }} component="ol" aria-label={translate('console.messages.thread')} style={{ listStyle: 'none', padding: 0 }}>
          {thread.messages.map((message) => (
            <Paper component="li" key={message.id} variant="outlined" sx={{ p: 1.5, ml: message.author === 'shop' ? 4 : 0 }}>
              <Typography variant="caption">{translate(`console.messages.author.${message.author}`)} · {when(message.createdAt)}</Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.text}</Typography>
            </Paper>
          ))}
        </Stack>
        <AnswerForm thread={thread} />
      </CardContent>
    </Card>
  );
}

/** A member's thread and the shop's answer form. */
export function CustomerMessageShow() {
  return <Show component="div"><ThreadPage /></Show>;
}
