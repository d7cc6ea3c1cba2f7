import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { Culture } from '../../../../../contracts/enums';
import { PASSKEY_LIMITS, type Passkey } from '../../../../../contracts/member/passkey';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notify';
import { messageOf } from '../../../lib/api-client';
import { useStores } from '../../../stores/use-stores';
import { useAccountT } from '../account-texts';
import { passkeyApi, promptFailureOf, webAuthnAvailable } from '../passkey-api';
import { controlProps, Field } from '../../../components/forms/form-field';
import { shopDay } from '../../../../../contracts/site/shop-dates';
import { BusyButton } from '../../../components/busy-button';

/** A passkey's day in the page's language (Turkish long form for tr), in the shop's zone. */
const dayOf = (iso: string, culture: Culture): string => shopDay(iso, culture);

type Listing = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; passkeys: Passkey[] };

/**
 * The member's passkeys on /u/info (issue 14 item 11): each with its name, when it was added and
 * last used, to remove after a confirmation; a name and the button that opens the browser's
 * passkey prompt to add one. Without WebAuthn in the browser only the list is shown.
 */
export function PasskeyList() {
  const { api, ui } = useStores();
  const passkeys = useMemo(() => passkeyApi(api), [api]);
  const t = useAccountT();
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = webAuthnAvailable();

  const load = useCallback(async () => {
    try {
      setListing({ state: 'loaded', passkeys: (await passkeys.list()).passkeys });
    } catch (error) {
      setListing({ state: 'failed', message: messageOf(error, t('passkeysLoadFailed')) });
    }
  }, [passkeys, t]);

  useEffect(() => { void load(); }, [load]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    setAdding(true);
    setAddError(undefined);
    try {
      const { passkey } = await passkeys.add(name.trim() || t('passkeyDefaultName'));
      setListing((current) => ({ state: 'loaded', passkeys: [passkey, ...(current.state === 'loaded' ? current.passkeys : [])] }));
      setName('');
      void notify('success', t('passkeyAdded'));
    } catch (error) {
      const failure = promptFailureOf(error);
      setAddError(failure === 'cancelled' ? t('passkeyCancelled') : failure === 'alreadyAdded' ? t('passkeyAlreadyAdded') : messageOf(error, t('passkeyAddFailed')));
    } finally {
      setAdding(false);
    }
  };

  const remove = async (passkey: Passkey) => {
    setRemoving(null);
    try {
      await passkeys.remove(passkey.id);
      setListing((current) => (current.state === 'loaded' ? { state: 'loaded', passkeys: current.passkeys.filter((kept) => kept.id !== passkey.id) } : current));
      void notify('success', t('passkeyRemoved'));
    } catch (error) {
      void notify('error', t('passkeyRemoveFailed'), error);
    }
  };

  return (
    <section className="account-passkeys" aria-labelledby="passkeys-heading" data-testid="passkey-list">
      <h2 id="passkeys-heading">{t('passkeysHeading')}</h2>
      <p>{t('passkeysIntro')}</p>
      {listing.state === 'loading' ? <p aria-busy="true">{t('listLoading')}</p> : null}
      {listing.state === 'failed' ? <p className="inline-error" role="alert">{listing.message}</p> : null}
      {listing.state === 'loaded' && listing.passkeys.length === 0 ? <p className="account-empty">{t('passkeysEmpty')}</p> : null}
      {listing.state === 'loaded' && listing.passkeys.length > 0 ? (
        <ul className="passkey-list">
          {listing.passkeys.map((passkey) => (
            <li key={passkey.id} className="passkey-list__item" data-testid="passkey">
              <div>
                <p className="passkey-list__name">{passkey.name}</p>
                <p className="passkey-list__dates">
                  {t('passkeyCreated', { date: dayOf(passkey.createdAt, ui.culture) })}
                  {' · '}
                  {passkey.lastUsedAt ? t('passkeyLastUsed', { date: dayOf(passkey.lastUsedAt, ui.culture) }) : t('passkeyNeverUsed')}
                </p>
              </div>
              <button type="button" className="button button--secondary" aria-label={t('passkeyRemoveLabel', { name: passkey.name })} onClick={() => setRemoving(passkey)}>
                {t('passkeyRemove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {supported ? (
        <form className="passkey-add" noValidate onSubmit={(event) => void add(event)}>
          <Field id="passkey-name" label={t('passkeyName')} note={t('optional')} hint={t('passkeyNameHint')} error={addError}>
            <input
              {...controlProps('passkey-name', addError, t('passkeyNameHint'))} value={name} maxLength={PASSKEY_LIMITS.nameMax} autoComplete="off"
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <BusyButton type="submit" className="button" busy={adding}>{adding ? t('passkeyAdding') : t('passkeyAdd')}</BusyButton>
        </form>
      ) : <p className="account-field__hint">{t('passkeysUnsupported')}</p>}
      <ConfirmDialog
        title={t('passkeyRemoveTitle')} open={removing !== null} cancelLabel={t('cancel')} confirmLabel={t('passkeyRemove')}
        onCancel={() => setRemoving(null)} onConfirm={() => { if (removing) void remove(removing); }}
      >
        <p>{t('passkeyRemoveText', { name: removing?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
