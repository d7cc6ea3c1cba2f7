import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { MemberListEntry } from '../../../../../contracts/member/member-details';
import { Gender, type Member } from '../../../../../contracts/member/entities';
import { MEMBER_LIMITS } from '../../../../../contracts/member/limits';
import { notify } from '../../../components/notify';
import { messageOf } from '../../../lib/api-client';
import { pagePath } from '../../../lib/routes';
import { useStores } from '../../../stores/use-stores';
import { useMemberStore } from '../use-member-store';
import { useAccountStore } from '../use-account-store';
import { useAccountT } from '../account-texts';
import { controlProps, Field } from '../../../components/forms/form-field';
import { infoSchema, infoValuesOf, updatePayloadOf, type InfoValues } from './info-schema';
import { PhoneChangeForm, shownMobile } from './verification-codes';
import { useAccountForm } from '../../../components/forms/use-account-form';
import { BusyButton } from '../../../components/busy-button';

/** The member's own record (/u/info): names, phone, gender, birth date and contact permissions; the e-mail is shown, not changed. */
const InfoFormOf = observer(function InfoFormOf({ member }: { member: Member }) {
  const account = useAccountStore();
  const { ui } = useStores();
  const t = useAccountT();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => { void account.loadMemberLists(); }, [account, account.memberLists.data]);
  const lists = account.memberLists;
  // Rebuilt when the language changes so the messages follow it.
  const schema = useMemo(() => infoSchema(t), [t]);
  const { formik, onSubmit, errorOf, startOver } = useAccountForm<InfoValues>({
    initialValues: infoValuesOf(member),
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const saved = await account.updateMember(updatePayloadOf(values));
        startOver(infoValuesOf(saved));
        void notify('success', t('infoSaved'));
      } catch (error) {
        setFailure(messageOf(error, t('infoSaveFailed')));
      }
    },
  });
  const text = (name: 'name' | 'surname', label: string, autoComplete: string) => {
    const id = `info-${name}`;
    return (
      <Field id={id} label={label} error={errorOf(name)}>
        <input {...controlProps(id, errorOf(name))} {...formik.getFieldProps(name)} type="text" autoComplete={autoComplete} maxLength={MEMBER_LIMITS.nameMax} aria-required />
      </Field>
    );
  };

  const choice = (name: 'educationStatusId' | 'jobId', label: string, entries: MemberListEntry[] | undefined) => {
    const id = `info-${name}`;
    return (
      <Field id={id} label={label} error={errorOf(name)} note={t('optional')}>
        <select {...controlProps(id, errorOf(name))} {...formik.getFieldProps(name)} disabled={!entries}>
          <option value="">{t('listChoose')}</option>
          {entries?.map((entry) => <option key={entry.id} value={`${entry.id}`}>{entry.name}</option>)}
        </select>
      </Field>
    );
  };

  // Turned on only with the consent code of its channel (İYS practice, the server refuses it otherwise); turning it off here needs none.
  const permission = (name: 'isSmsPermitted' | 'isEmailPermitted', label: string, byCode: string) => {
    const hintId = `info-${name}-hint`;
    return (
      <>
        <label className="account-choice">
          <input type="checkbox" disabled={!member[name]} aria-describedby={member[name] ? undefined : hintId} {...formik.getFieldProps({ name, type: 'checkbox' })} /> {label}
        </label>
        {member[name] ? null : (
          <p id={hintId} className="account-field__hint"><Link to={pagePath('communicationPreferences', ui.culture)}>{byCode}</Link></p>
        )}
      </>
    );
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} data-testid="info-form">
      {text('name', t('name'), 'given-name')}
      {text('surname', t('surname'), 'family-name')}
      <Field id="info-email" label={t('email')} error={undefined} hint={t('emailHint')}>
        <input {...controlProps('info-email', undefined, t('emailHint'))} type="email" value={member.email} readOnly />
      </Field>
      {/* Changed only with the code texted to the new number (the phone form below the info form). */}
      <Field id="info-mobilePhone" label={t('mobilePhone')} error={undefined} hint={t('mobilePhoneChangeHint')} note={t('optional')}>
        <input {...controlProps('info-mobilePhone', undefined, t('mobilePhoneChangeHint'))} type="tel" value={member.mobilePhone ? shownMobile(member.mobilePhone) : ''} readOnly />
      </Field>
      <fieldset className="account-choices">
        <legend>{t('gender')} <span className="account-field__note">{t('optional')}</span></legend>
        {([['', t('genderNone')], [`${Gender.Male}`, t('genderMale')], [`${Gender.Female}`, t('genderFemale')]] as const).map(([value, label]) => (
          <label key={value} className="account-choice">
            <input type="radio" name="genderId" value={value} checked={formik.values.genderId === value} onChange={formik.handleChange} /> {label}
          </label>
        ))}
      </fieldset>
      <Field id="info-birthDate" label={t('birthDate')} error={errorOf('birthDate')} note={t('optional')}>
        <input {...controlProps('info-birthDate', errorOf('birthDate'))} {...formik.getFieldProps('birthDate')} type="date" autoComplete="bday" />
      </Field>
      {choice('educationStatusId', t('educationStatus'), lists.data?.educationStatuses)}
      {choice('jobId', t('job'), lists.data?.jobs)}
      {lists.error && !lists.data ? <p className="inline-error" role="alert">{t('memberListsFailed')} {lists.error}</p> : null}
      {permission('isSmsPermitted', t('smsPermission'), t('smsPermissionByCode'))}
      {permission('isEmailPermitted', t('emailPermission'), t('emailPermissionByCode'))}
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{formik.isSubmitting ? t('saving') : t('save')}</BusyButton>
    </form>
  );
});

/** The form for the signed-in member (the account layout shows its pages only once the record is in). */
export const InfoForm = observer(function InfoForm() {
  const member = useMemberStore();
  // A permission confirmed by code, or a number changed by code, starts the form over from the new record.
  if (!member.member) return null;
  const { id, isEmailPermitted, isSmsPermitted, mobilePhone } = member.member;
  return (
    <>
      <InfoFormOf key={`${id}-${isEmailPermitted}-${isSmsPermitted}-${mobilePhone ?? ''}`} member={member.member} />
      <PhoneChangeForm />
    </>
  );
});
