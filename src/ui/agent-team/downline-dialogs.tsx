// The dialogs of a direct downline's row (issue 14): its details, the agent's remark on it, a platform message to it.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX, REMARK_MAX } from '../../../contract/rules/agent-team.ts';
import { downlineDetailQuery, messageDownline, setDownlineRemark, TEAM_KEYS } from '../../api/agent-team/agent-team.ts';
import { remarkProblem } from '../../domain/agent-team.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { SubmitButton } from '../kit/form-parts.tsx';
import { Dialog } from '../kit/dialog.tsx';
import { FormProblem, FormStatus } from '../kit/form-messages.tsx';
import { ListStates } from '../kit/list-states.tsx';
import { useFormMutation } from '../kit/use-form-mutation.ts';
import { useMoney } from '../kit/use-money.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import css from '../kit/centre.module.css';

export function DetailDialog({ account, onClose }: { account: string; onClose(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const time = useMemberTime();
  const detail = useQuery(downlineDetailQuery(api, token, account));
  return (
    <Dialog title={t('agentTeam.detail.title', { account })} onClose={onClose}>
      <ListStates query={detail} isEmpty={() => false} empty="">
        {(d) => (
          <dl className={css.facts}>
            <dt>{t('agentTeam.columns.account')}</dt>
            <dd>{d.account}</dd>
            <dt>{t('agentTeam.detail.nickname')}</dt>
            <dd>{d.nickname}</dd>
            <dt>{t('agentTeam.detail.type')}</dt>
            <dd>{t(`agentTeam.accountType.${d.isAgent ? 'agent' : 'member'}`)}</dd>
            <dt>{t('agentTeam.columns.registered')}</dt>
            <dd>{time(d.registeredAt)}</dd>
            <dt>{t('agentTeam.columns.lastLogin')}</dt>
            <dd>{d.lastLoginAt ? time(d.lastLoginAt) : t('agentTeam.never')}</dd>
            <dt>{t('agentTeam.columns.balance')}</dt>
            <dd>{money(d.balance)}</dd>
            <dt>{t('agentTeam.detail.vipLevel')}</dt>
            <dd>{d.vipLevel}</dd>
            <dt>{t('agentTeam.columns.status')}</dt>
            <dd>{t(`agentTeam.statuses.${d.status}`)}</dd>
            {d.isAgent && (
              <>
                <dt>{t('agentTeam.columns.teamSize')}</dt>
                <dd>{d.teamSize}</dd>
                <dt>{t('agentTeam.columns.teamBalance')}</dt>
                <dd>{money(d.teamBalance)}</dd>
                <dt>{t('agentTeam.register.rates')}</dt>
                <dd>{d.rates.map((r) => `${t(`nav.types.${r.gameType}`, { defaultValue: r.gameType })} ${r.rate.toFixed(2)}%`).join(' · ')}</dd>
              </>
            )}
          </dl>
        )}
      </ListStates>
    </Dialog>
  );
}

export function RemarkDialog({ account, remark, onClose }: { account: string; remark: string; onClose(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [text, setText] = useState(remark);
  const save = useFormMutation({
    send: () => setDownlineRemark(api, account, text.trim()),
    invalidates: [TEAM_KEYS.downlines, TEAM_KEYS.detail],
    onDone: onClose,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.submit(undefined, remarkProblem(text));
  };
  return (
    <Dialog title={t('agentTeam.remark.title', { account })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className={css.field}>
          <label htmlFor={`${id}-remark`}>{t('agentTeam.remark.label', { max: REMARK_MAX })}</label>
          <input id={`${id}-remark`} value={text} maxLength={REMARK_MAX} onChange={(e) => setText(e.target.value)} />
        </div>
        <FormProblem problem={save.problem} />
        <div className={css.actions}>
          <SubmitButton busy={save.pending}>{t('agentTeam.remark.save')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

export function MessageDialog({ account, onClose }: { account: string; onClose(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const send = useFormMutation({ send: () => messageDownline(api, account, title.trim(), content.trim()), invalidates: [] });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.submit(undefined, !title.trim() || !content.trim() ? { key: 'agentTeam.message.required' } : null);
  };
  return (
    <Dialog title={t('agentTeam.message.title', { account })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className={css.field}>
          <label htmlFor={`${id}-title`}>{t('agentTeam.message.subject', { max: MESSAGE_TITLE_MAX })}</label>
          <input id={`${id}-title`} value={title} maxLength={MESSAGE_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className={css.field} style={{ marginTop: 12 }}>
          <label htmlFor={`${id}-body`}>{t('agentTeam.message.body', { max: MESSAGE_BODY_MAX })}</label>
          <textarea id={`${id}-body`} rows={5} value={content} maxLength={MESSAGE_BODY_MAX} onChange={(e) => setContent(e.target.value)} />
        </div>
        <FormProblem problem={send.problem} />
        <FormStatus>{send.done ? t('agentTeam.message.sent') : null}</FormStatus>
        <div className={css.actions}>
          <SubmitButton busy={send.pending}>{t('agentTeam.message.send')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
