// The nickname and the profile fields (docs/product.md §3.12 Profile fields; which are offered: docs/decisions.md).
// Every field is sent; an emptied one is cleared on the server.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfile } from '../../api/account/security.ts';
import type { ProfileRequest, SecurityCenter } from '../../../contract/account/security.ts';
import { NICKNAME_MAX, PROFILE_FIELDS, PROFILE_FIELD_MAX, checkProfile, type ProfileField } from '../../../contract/rules/security-forms.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSessionRef } from '../app/actors.ts';
import { SubmitButton } from '../kit/form-parts.tsx';
import { FormProblem, FormStatus } from '../kit/form-messages.tsx';
import { useFormMutation } from '../kit/use-form-mutation.ts';
import css from '../kit/centre.module.css';

type Fields = Record<ProfileField, string>;

const fieldsOf = (centre: SecurityCenter): Fields => Object.fromEntries(PROFILE_FIELDS.map((f) => [f, centre.profile[f] ?? ''])) as Fields;

const INPUT: Partial<Record<ProfileField, { type: string; autoComplete: string }>> = {
  birthday: { type: 'date', autoComplete: 'bday' },
  address: { type: 'text', autoComplete: 'street-address' },
  nationality: { type: 'text', autoComplete: 'country-name' },
};

export function ProfileForm({ centre }: { centre: SecurityCenter }) {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSessionRef();
  const [nickname, setNickname] = useState(centre.nickname);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(centre));
  const id = useId();
  const save = useFormMutation({
    send: (body: ProfileRequest) => updateProfile(api, body),
    invalidates: [['securityCenter'], ['registerPromotions']],
    // The agent centre shows the nickname from the member info.
    onDone: () => session.send({ type: 'session.reload' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, fields[f].trim()])) as Fields;
    save.submit({ nickname: nickname.trim(), ...trimmed }, checkProfile(nickname, trimmed));
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('security.profile')}</h3>
      <div className={css.fieldGrid}>
        <div className={css.field}>
          <label htmlFor={`${id}-nickname`}>{t('member.nickname')}</label>
          <input id={`${id}-nickname`} autoComplete="nickname" maxLength={NICKNAME_MAX} value={nickname} onChange={(e) => setNickname(e.target.value)} />
        </div>
        {PROFILE_FIELDS.map((f) => (
          <div key={f} className={css.field}>
            <label htmlFor={`${id}-${f}`}>{t(`security.fields.${f}`)}</label>
            <input
              id={`${id}-${f}`}
              type={INPUT[f]?.type ?? 'text'}
              autoComplete={INPUT[f]?.autoComplete ?? 'off'}
              maxLength={PROFILE_FIELD_MAX}
              value={fields[f]}
              onChange={(e) => setFields((v) => ({ ...v, [f]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      <FormProblem problem={save.problem} />
      <FormStatus>{save.done ? t('security.profileSaved') : null}</FormStatus>
      <div className={css.actions}>
        <SubmitButton busy={save.pending}>{t('security.saveProfile')}</SubmitButton>
      </div>
    </form>
  );
}
