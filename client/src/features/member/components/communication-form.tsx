import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Member } from '../../../../../contracts/member/entities';
import type { CommunicationPreferencesPayload } from '../../../../../contracts/member/payloads';
import { notify } from '../../../components/notify';
import { messageOf } from '../../../lib/api-client';
import { useMemberStore } from '../use-member-store';
import { useAccountStore } from '../use-account-store';
import { useAccountT } from '../account-texts';
import { useAccountForm } from '../../../components/forms/use-account-form';
import { ConsentForm } from './verification-codes';
import { BusyButton } from '../../../components/busy-button';

const preferencesOf = (member: Member): CommunicationPreferencesPayload => ({ isSmsPermitted: member.isSmsPermitted, isEmailPermitted: member.isEmailPermitted });

/** The member's contact permissions (/u/communication-preferences): SMS and e-mail. */
const CommunicationFormOf = observer(function CommunicationFormOf({ member }: { member: Member }) {
  const account = useAccountStore();
  const t = useAccountT();
  const [failure, setFailure] = useState<string | null>(null);
  const { formik, onSubmit, startOver } = useAccountForm<CommunicationPreferencesPayload>({
    initialValues: preferencesOf(member),
    onSubmit: async (values) => {
      setFailure(null);
      try {
        startOver(preferencesOf(await account.saveCommunicationPreferences(values)));
        void notify('success', t('preferencesSaved'));
      } catch (error) {
        setFailure(messageOf(error, t('preferencesSaveFailed')));
      }
    },
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} data-testid="communication-form">
      <fieldset className="account-choices">
        <legend>{t('preferencesLegend')}</legend>
        <p className="account-field__hint">{t('preferencesIntro')}</p>
        {/* Each is turned on only with its code below (İYS practice); turning it off here needs none. */}
        <label className="account-choice">
          <input type="checkbox" disabled={!member.isSmsPermitted} {...formik.getFieldProps({ name: 'isSmsPermitted', type: 'checkbox' })} /> {t('smsPermission')}
        </label>
        <label className="account-choice">
          <input type="checkbox" disabled={!member.isEmailPermitted} {...formik.getFieldProps({ name: 'isEmailPermitted', type: 'checkbox' })} /> {t('emailPermission')}
        </label>
      </fieldset>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{formik.isSubmitting ? t('saving') : t('savePreferences')}</BusyButton>
    </form>
  );
});

/** The form for the signed-in member (the account layout shows its pages only once the record is in). */
export const CommunicationForm = observer(function CommunicationForm() {
  const member = useMemberStore();
  // A permission confirmed by code starts the form over from the new record.
  return member.member ? (
    <>
      <CommunicationFormOf key={`${member.member.id}-${member.member.isEmailPermitted}-${member.member.isSmsPermitted}`} member={member.member} />
      <ConsentForm channel="sms" />
      <ConsentForm channel="email" />
    </>
  ) : null;
});
