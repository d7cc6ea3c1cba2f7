import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CssBaseline, List, ListItem, TextField, Typography } from '@mui/material';
import { I18nContext, useTranslate, type I18nProvider } from 'ra-core';
import { useSearchParams } from 'react-router-dom';
import { toDataURL } from 'qrcode';
import { finishEnrolment, passwordProblem, startEnrolment, type EnrolmentSecret } from './enrolment';
import { CenteredCard } from './login-page';

type Step = { name: 'password' } | { name: 'scan'; secret: EnrolmentSecret } | { name: 'recovery'; codes: string[] };

/**
 * The one-time link's page (/admin/enrol?token=…), outside react-admin's <Admin>: its holder has
 * no session yet, and <Admin> would send them to the sign-in page. A password, then the
 * authenticator (QR code and secret) confirmed by its first code, then the ten recovery codes,
 * shown this once; "I saved them" opens the console, signed in by the enrolment's last step.
 */
export function EnrolApp({ i18nProvider, consoleHome }: { i18nProvider: I18nProvider; consoleHome: string }) {
  return (
    <I18nContext.Provider value={i18nProvider}>
      <CssBaseline />
      <EnrolPage consoleHome={consoleHome} />
    </I18nContext.Provider>
  );
}

function EnrolPage({ consoleHome }: { consoleHome: string }) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [step, setStep] = useState<Step>({ name: 'password' });

  return (
    <CenteredCard title={translate('console.enrol.title')}>
      {!token && <Alert severity="error">{translate('console.enrol.missingToken')}</Alert>}
      {token && step.name === 'password' && <PasswordStep token={token} onDone={(secret) => setStep({ name: 'scan', secret })} />}
      {token && step.name === 'scan' && <ScanStep token={token} secret={step.secret} onDone={(codes) => setStep({ name: 'recovery', codes })} />}
      {step.name === 'recovery' && <RecoveryStep codes={step.codes} consoleHome={consoleHome} />}
    </CenteredCard>
  );
}

/** Runs a step's request; a refusal is shown in the server's words, under the form. */
function useStepRequest() {
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const run = async (request: () => Promise<void>) => {
    setSending(true);
    setRefusal(undefined);
    try {
      await request();
    } catch (error) {
      setRefusal((error as Error)?.message || translate('console.enrol.failed'));
    } finally {
      setSending(false);
    }
  };
  const refused = refusal ? <Alert severity="error" role="alert">{refusal}</Alert> : null;
  return { sending, run, refused };
}

function PasswordStep({ token, onDone }: { token: string; onDone: (secret: EnrolmentSecret) => void }) {
  const translate = useTranslate();
  const { sending, run, refused } = useStepRequest();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblem(password, again);
    setProblem(found);
    if (!found) void run(async () => onDone(await startEnrolment(token, password)));
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6">{translate('console.enrol.passwordStep')}</Typography>
      <TextField label={translate('console.enrol.password')} type="password" autoComplete="new-password" required value={password}
        onChange={(event) => setPassword(event.target.value)} helperText={translate('console.enrol.passwordHelp')} />
      <TextField label={translate('console.enrol.passwordAgain')} type="password" autoComplete="new-password" required value={again}
        onChange={(event) => setAgain(event.target.value)} error={Boolean(problem)} helperText={problem ? translate(problem) : ' '} />
      {refused}
      <Button type="submit" variant="contained" disabled={sending}>{translate('console.enrol.next')}</Button>
    </Box>
  );
}

function ScanStep({ token, secret, onDone }: { token: string; secret: EnrolmentSecret; onDone: (codes: string[]) => void }) {
  const translate = useTranslate();
  const { sending, run, refused } = useStepRequest();
  const [qr, setQr] = useState<string>();
  const [code, setCode] = useState('');
  // Drawn in the browser: the secret never goes to another service to become an image.
  useEffect(() => { toDataURL(secret.otpauthUri, { margin: 1, width: 220 }).then(setQr, () => setQr(undefined)); }, [secret.otpauthUri]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => onDone(await finishEnrolment(token, code.trim())));
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6">{translate('console.enrol.scanStep')}</Typography>
      <Typography>{translate('console.enrol.scanHelp')}</Typography>
      {qr && <Box component="img" src={qr} alt={translate('console.enrol.qrAlt')} sx={{ width: 220, height: 220, justifySelf: 'center' }} />}
      <TextField label={translate('console.enrol.secret')} value={secret.secret} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'totp-secret' } }} />
      <TextField label={translate('console.enrol.code')} autoComplete="one-time-code" required value={code}
        onChange={(event) => setCode(event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }} />
      {refused}
      <Button type="submit" variant="contained" disabled={sending}>{translate('console.enrol.confirm')}</Button>
    </Box>
  );
}

function RecoveryStep({ codes, consoleHome }: { codes: string[]; consoleHome: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6">{translate('console.enrol.recoveryStep')}</Typography>
      <Alert severity="warning">{translate('console.enrol.recoveryHelp')}</Alert>
      <List dense data-testid="recovery-codes" sx={{ fontFamily: 'monospace', columns: 2 }}>
        {codes.map((code) => <ListItem key={code}>{code}</ListItem>)}
      </List>
      {/* finish signed the member in: the console, loaded afresh, finds the session. */}
      <Button variant="contained" href={consoleHome}>{translate('console.enrol.saved')}</Button>
    </Box>
  );
}
