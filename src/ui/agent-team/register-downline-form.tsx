// The register centre's direct registration (issue 14): a member or a sub-agent below the agent, with the
// platform's username and password rules (checked here with the server's own function) and, for an agent, a rebate
// series where every rate is at most the agent's own.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registrationProblems } from '../../../contract/rules/registration-rules.ts';
import type { FieldProblem } from '../../../contract/rules/field-rules.ts';
import type { GameRate } from '../../../contract/agent-team/agent-team.ts';
import { DOWNLINE_ACCOUNT_TYPES, type DownlineAccountType } from '../../../contract/rules/agent-team.ts';
import { registerCentreInfoQuery, registerDownline, TEAM_KEYS } from '../../api/agent-team/agent-team.ts';
import { rateProblem } from '../../domain/agent-team.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession, useSystemStatus } from '../app/actors.ts';
import { SubmitButton } from '../kit/form-parts.tsx';
import { FormProblem, FormStatus } from '../kit/form-messages.tsx';
import { useFormMutation } from '../kit/use-form-mutation.ts';
import css from '../kit/centre.module.css';
import own from './agent-team.module.css';

export function RegisterDownlineForm() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const id = useId();
  const rules = useSystemStatus((s) => s.context.status?.info.register ?? {});
  const info = useQuery(registerCentreInfoQuery(api, token));
  const [accountType, setAccountType] = useState<DownlineAccountType>('member');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [rates, setRates] = useState<Record<string, string>>({});
  const [fields, setFields] = useState<Record<string, FieldProblem>>({});
  const [done, setDone] = useState<string | null>(null);
  const bounds = info.data?.rates ?? [];
  const send = useFormMutation({
    send: (vars: { rates: GameRate[] }) =>
      registerDownline(api, {
        accountType,
        username: username.trim(),
        password,
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
        ...(accountType === 'agent' ? { rates: vars.rates } : {}),
      }),
    invalidates: [TEAM_KEYS.downlines],
    onDone: (value) => {
      setDone(t('agentTeam.register.done', { account: value.account }));
      setUsername('');
      setPassword('');
      setNickname('');
      setRates({});
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const all = registrationProblems(rules, 'username', false, { username, password, confirmPassword: password });
    const mine = Object.fromEntries(Object.entries(all).filter(([f]) => f === 'username' || f === 'password'));
    const series: GameRate[] = [];
    for (const r of bounds) {
      const text = rates[r.gameType]?.trim() ?? '';
      const rate = text === '' ? 0 : Number(text);
      const problem = rateProblem(text, r.rate);
      if (accountType === 'agent' && problem) mine[`rate-${r.gameType}`] = problem;
      series.push({ gameType: r.gameType, rate: Number.isFinite(rate) ? rate : 0 });
    }
    setFields(mine);
    send.submit({ rates: series }, Object.keys(mine).length ? { key: 'agentTeam.register.fix' } : null);
  };

  const fieldText = (name: string) => (fields[name] ? t(fields[name].key, fields[name].values) : null);
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className={own.form}>
      <h3 id={`${id}-title`}>{t('agentTeam.register.title')}</h3>
      <fieldset className={own.choice}>
        <legend>{t('agentTeam.register.accountType')}</legend>
        {DOWNLINE_ACCOUNT_TYPES.map((type) => (
          <label key={type}>
            <input type="radio" name={`${id}-type`} value={type} checked={accountType === type} onChange={() => setAccountType(type)} />
            {t(`agentTeam.accountType.${type}`)}
          </label>
        ))}
      </fieldset>
      <Field
        id={`${id}-user`}
        label={t('agentTeam.register.username')}
        value={username}
        onChange={setUsername}
        problem={fieldText('username')}
        autoComplete="off"
      />
      <Field
        id={`${id}-pass`}
        label={t('agentTeam.register.password')}
        hint={t('agentTeam.register.passwordHint')}
        value={password}
        onChange={setPassword}
        problem={fieldText('password')}
        type="password"
        autoComplete="new-password"
      />
      <Field id={`${id}-nick`} label={t('agentTeam.register.nickname')} value={nickname} onChange={setNickname} problem={null} autoComplete="off" />
      {accountType === 'agent' && (
        <fieldset className={own.rates}>
          <legend>{t('agentTeam.register.rates')}</legend>
          {bounds.map((r) => (
            <Field
              key={r.gameType}
              id={`${id}-rate-${r.gameType}`}
              label={t('agentTeam.register.rate', { type: t(`nav.types.${r.gameType}`, { defaultValue: r.gameType }), max: r.rate.toFixed(2) })}
              value={rates[r.gameType] ?? ''}
              onChange={(v) => setRates((prev) => ({ ...prev, [r.gameType]: v }))}
              problem={fieldText(`rate-${r.gameType}`)}
              inputMode="decimal"
              placeholder="0"
            />
          ))}
        </fieldset>
      )}
      <FormProblem problem={send.problem && send.problem.key === 'errors.agent.rate.aboveOwn' ? { key: 'agentTeam.register.aboveOwn' } : send.problem} />
      <FormStatus>{done}</FormStatus>
      <div className={css.actions}>
        <SubmitButton busy={send.pending}>{t('agentTeam.register.submit')}</SubmitButton>
      </div>
    </form>
  );
}

function Field(p: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange(v: string): void;
  problem: string | null;
  type?: string;
  autoComplete?: string;
  inputMode?: 'decimal';
  placeholder?: string;
}) {
  const described = [p.hint ? `${p.id}-hint` : '', p.problem ? `${p.id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className={css.field}>
      <label htmlFor={p.id}>{p.label}</label>
      <input
        id={p.id}
        type={p.type ?? 'text'}
        autoComplete={p.autoComplete}
        inputMode={p.inputMode}
        placeholder={p.placeholder}
        value={p.value}
        aria-invalid={p.problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => p.onChange(e.target.value)}
      />
      {p.hint && (
        <small id={`${p.id}-hint`} className={own.hint}>
          {p.hint}
        </small>
      )}
      {p.problem && (
        <small id={`${p.id}-problem`} className={css.error}>
          {p.problem}
        </small>
      )}
    </div>
  );
}
