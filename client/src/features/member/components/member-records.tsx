import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { REFERENCE_CODE, type MemberDocument, type MemberReferences, type MemberSegment } from '../../../../../contracts/member/member-details';
import { controlProps, Field } from '../../../components/forms/form-field';
import { notify } from '../../../components/notify';
import { messageOf } from '../../../lib/api-client';
import { pagePath } from '../../../lib/routes';
import { useStores } from '../../../stores/use-stores';
import { accountApi } from '../account-api';
import { accountDay } from '../account-dates';
import { useAccountT } from '../account-texts';
import { BusyButton } from '../../../components/busy-button';

type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; data: T };

/** One read of the member service for this section; a failure shows the server's words. */
function useLoaded<T>(read: () => Promise<T>, failure: string): [Loaded<T>, (data: T) => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    read().then(
      (data) => { if (current) setLoaded({ state: 'loaded', data }); },
      (error: unknown) => { if (current) setLoaded({ state: 'failed', message: messageOf(error, failure) }); },
    );
    return () => { current = false; };
  }, [read, failure]);
  return [loaded, useCallback((data: T) => setLoaded({ state: 'loaded', data }), [])];
}

/**
 * The member's own records of the member service on /u/info (S7.30): the member groups
 * (segments) they are in, the documents they accepted (each order's agreements link to the
 * order), and their reference code with who joined with it and whose code brought them in.
 */
export const MemberRecords = observer(function MemberRecords() {
  // Segment names come in the shopper's language: a new language reads them again.
  const { ui } = useStores();
  return <MemberRecordsOf key={ui.culture} />;
});

const MemberRecordsOf = observer(function MemberRecordsOf() {
  const { api, ui } = useStores();
  const calls = useMemo(() => accountApi(api), [api]);
  const t = useAccountT();
  const failure = t('recordsLoadFailed');
  const [segments] = useLoaded<MemberSegment[]>(useCallback(async () => (await calls.memberSegments()).segments, [calls]), failure);
  const [documents] = useLoaded<MemberDocument[]>(useCallback(async () => (await calls.memberDocuments()).documents, [calls]), failure);
  const [references, setReferences] = useLoaded<MemberReferences>(useCallback(async () => (await calls.memberReferences()).references, [calls]), failure);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const addReference = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '').toUpperCase();
    if (!REFERENCE_CODE.test(typed)) {
      setCodeError(t('referenceCodeInvalid'));
      return;
    }
    setSaving(true);
    setCodeError(undefined);
    try {
      setReferences((await calls.addReference(typed)).references);
      setCode('');
      void notify('success', t('referenceSaved'));
    } catch (error) {
      setCodeError(messageOf(error, t('referenceSaveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const documentName = (document: MemberDocument) => t(`document_${document.type}`, { version: document.version ?? '', docNo: document.docNo ?? '' });

  return (
    <section className="account-records" aria-labelledby="records-heading" data-testid="member-records">
      <h2 id="records-heading">{t('recordsHeading')}</h2>

      <h3>{t('segmentsHeading')}</h3>
      <Listing loaded={segments} empty={t('segmentsEmpty')} loading={t('listLoading')} render={(list) => (
        <ul className="account-records__segments" data-testid="member-segments">{list.map((segment) => <li key={segment.code}>{segment.name}</li>)}</ul>
      )} />

      <h3>{t('documentsHeading')}</h3>
      <Listing loaded={documents} empty={t('documentsEmpty')} loading={t('listLoading')} render={(list) => (
        <ul data-testid="member-documents">
          {list.map((document) => (
            <li key={`${document.type}-${document.docNo ?? ''}-${document.acceptedAt}`}>
              {document.docNo ? <Link to={pagePath('orderDetail', ui.culture, { id: document.docNo })}>{documentName(document)}</Link> : documentName(document)}
              {' · '}{accountDay(document.acceptedAt, ui.culture)}
            </li>
          ))}
        </ul>
      )} />

      <h3>{t('referencesHeading')}</h3>
      {references.state === 'loading' ? <p aria-busy="true">{t('listLoading')}</p> : null}
      {references.state === 'failed' ? <p className="inline-error" role="alert">{references.message}</p> : null}
      {references.state === 'loaded' ? (
        <>
          <p>{t('referenceCodeIntro')} <strong data-testid="reference-code">{references.data.referenceCode}</strong></p>
          {references.data.references.length === 0 ? <p className="account-empty">{t('referencesEmpty')}</p> : (
            <>
              <p>{t('referencesJoined')}</p>
              <ul data-testid="member-references">
                {references.data.references.map((reference) => <li key={`${reference.name}-${reference.joinedAt}`}>{reference.name} · {accountDay(reference.joinedAt, ui.culture)}</li>)}
              </ul>
            </>
          )}
          {references.data.referredBy ? <p data-testid="referred-by">{t('referredBy', { code: references.data.referredBy })}</p> : (
            <form className="account-form" noValidate onSubmit={(event) => void addReference(event)}>
              <Field id="reference-code" label={t('referenceCode')} hint={t('referenceCodeHint')} error={codeError}>
                <input {...controlProps('reference-code', codeError, t('referenceCodeHint'))} value={code} maxLength={12} autoComplete="off" onChange={(event) => setCode(event.target.value)} />
              </Field>
              <BusyButton type="submit" className="button" busy={saving}>{saving ? t('saving') : t('referenceSave')}</BusyButton>
            </form>
          )}
        </>
      ) : null}
    </section>
  );
});

function Listing<T>({ loaded, empty, loading, render }: { loaded: Loaded<T[]>; empty: string; loading: string; render: (list: T[]) => ReactNode }) {
  if (loaded.state === 'loading') return <p aria-busy="true">{loading}</p>;
  if (loaded.state === 'failed') return <p className="inline-error" role="alert">{loaded.message}</p>;
  return loaded.data.length === 0 ? <p className="account-empty">{empty}</p> : <>{render(loaded.data)}</>;
}
