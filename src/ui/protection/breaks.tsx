// The session reminder's interval, and time-outs and self-exclusion (issue 16 §5). A break is confirmed with the
// sign-in password; once taken the member is signed out at once (the server has already ended every session).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExclusionView } from '../../../contract/protection/protection.ts';
import { REMINDER_MINUTES, SELF_EXCLUSION_LENGTHS, TIMEOUT_LENGTHS, type ExclusionLength } from '../../../contract/rules/protection.ts';
import { setReminder, takeExclusion } from '../../api/protection/protection.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSessionRef } from '../app/actors.ts';
import { FormProblem } from '../kit/form-messages.tsx';
import { useMemberTime } from '../kit/use-platform-time.ts';
import css from './protection.module.css';
// The member centre's form fields, so these look like every other form there.
import fields from '../kit/centre.module.css';

export function ReminderSetting({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (value: number | null) => setReminder(api, { minutes: value as (typeof REMINDER_MINUTES)[number] | null }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['protection'] }),
  });
  return (
    <section aria-labelledby="reminder-title">
      <h2 id="reminder-title">{t('protection.reminder.title')}</h2>
      <p>{t('protection.reminder.rule')}</p>
      <label className={fields.field}>
        {t('protection.reminder.every')}
        <select value={minutes ?? ''} disabled={save.isPending} onChange={(e) => save.mutate(e.target.value ? Number(e.target.value) : null)}>
          <option value="">{t('protection.reminder.off')}</option>
          {REMINDER_MINUTES.map((m) => (
            <option key={m} value={m}>
              {t('protection.reminder.minutes', { count: m })}
            </option>
          ))}
        </select>
      </label>
      {save.error && <FormProblem problem={refusalProblem(save.error)} />}
    </section>
  );
}

export function Breaks({ exclusion }: { exclusion: ExclusionView | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const time = useMemberTime();
  const session = useSessionRef();
  const [length, setLength] = useState<ExclusionLength>('24h');
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const take = useMutation({
    mutationFn: () => takeExclusion(api, { length, password }),
    onSuccess: () => session.send({ type: 'session.expired' }),
    onError: () => setPassword(''),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password && confirmed) take.mutate();
  };
  const option = (l: ExclusionLength) => (
    <label key={l} className={css.choice}>
      <input type="radio" name="exclusion-length" value={l} checked={length === l} onChange={() => setLength(l)} />
      {t(`protection.breaks.length.${l}`)}
    </label>
  );
  return (
    <section aria-labelledby="breaks-title">
      <h2 id="breaks-title">{t('protection.breaks.title')}</h2>
      <p>{t('protection.breaks.rule')}</p>
      {exclusion && <p role="note">{t('protection.breaks.current', { until: time(exclusion.until) })}</p>}
      <form onSubmit={submit} noValidate aria-busy={take.isPending}>
        <fieldset className={css.lengths}>
          <legend>{t('protection.breaks.timeout')}</legend>
          {TIMEOUT_LENGTHS.map(option)}
        </fieldset>
        <fieldset className={css.lengths}>
          <legend>{t('protection.breaks.selfExclusion')}</legend>
          {SELF_EXCLUSION_LENGTHS.map(option)}
        </fieldset>
        <label className={fields.field}>
          {t('protection.breaks.password')}
          <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} disabled={take.isPending} />
        </label>
        <label className={css.choice}>
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          {t('protection.breaks.confirm')}
        </label>
        {take.error && <FormProblem problem={refusalProblem(take.error)} />}
        <div className={css.actions}>
          <button type="submit" className="btn btn-primary" disabled={take.isPending || !password || !confirmed}>
            {t('protection.breaks.take')}
          </button>
        </div>
      </form>
    </section>
  );
}
