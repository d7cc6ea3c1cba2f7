import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useLogin, useNotify, useTranslate } from 'ra-core';
import type { StaffCredentials } from './auth-provider';

/**
 * The console's sign-in: e-mail, password and the second factor together (POST /admin/api/session
 * takes all three; no staff account signs in with a password alone).
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [credentials, setCredentials] = useState<StaffCredentials>({ email: '', password: '', code: '' });
  const [sending, setSending] = useState(false);
  const change = (field: keyof StaffCredentials) => (event: { target: { value: string } }) => setCredentials({ ...credentials, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await login({ ...credentials, code: credentials.code.trim() });
    } catch (error) {
      notify((error as Error)?.message || 'console.login.failed', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <CenteredCard title={translate('console.login.title')}>
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }} aria-label={translate('console.login.title')}>
        <TextField label={translate('console.login.email')} type="email" autoComplete="username" required value={credentials.email} onChange={change('email')} />
        <TextField label={translate('console.login.password')} type="password" autoComplete="current-password" required value={credentials.password} onChange={change('password')} />
        <TextField label={translate('console.login.code')} helperText={translate('console.login.codeHelp')} autoComplete="one-time-code" required value={credentials.code} onChange={change('code')} />
        <Button type="submit" variant="contained" disabled={sending}>{translate('console.login.submit')}</Button>
      </Box>
    </CenteredCard>
  );
}

/** The frame of the pages outside the console's layout (sign-in, enrolment). */
export function CenteredCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h1" variant="h5">{title}</Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
