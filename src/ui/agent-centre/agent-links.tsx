// The register centre's invitation links (issue 14): create one (expiry, channel, account type), and the list with
// the full address to copy, the status (normal or expired), the registrations it brought, and delete.
import { useId, useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentLink } from '../../../contract/agent-team/agent-team.ts';
import { CHANNEL_MAX, DOWNLINE_ACCOUNT_TYPES, LINK_EXPIRIES, type DownlineAccountType, type LinkExpiry } from '../../../contract/rules/agent-team.ts';
import { agentLinksQuery, createAgentLink, deleteAgentLink, linkUrl, TEAM_KEYS } from '../../api/agent-team/agent-team.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { SubmitButton } from '../kit/form-parts.tsx';
import { FormProblem } from '../kit/form-messages.tsx';
import { ListStates } from '../kit/list-states.tsx';
import { Pager } from '../kit/pager.tsx';
import { useFormMutation } from '../kit/use-form-mutation.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import css from '../kit/centre.module.css';
import own from '../agent-team/agent-team.module.css';

export function AgentLinks() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const id = useId();
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({ ...agentLinksQuery(api, token, pageNum), placeholderData: keepPreviousData });
  const [expiry, setExpiry] = useState<LinkExpiry>('permanent');
  const [channel, setChannel] = useState('');
  const [accountType, setAccountType] = useState<DownlineAccountType>('member');
  const create = useFormMutation({
    send: () => createAgentLink(api, { expiry, channel: channel.trim(), accountType }),
    invalidates: [TEAM_KEYS.links],
    onDone: () => setChannel(''),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.submit(undefined, channel.trim().length > CHANNEL_MAX ? { key: 'agentTeam.links.channelTooLong', values: { max: CHANNEL_MAX } } : null);
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('agentTeam.links.title')}</h3>
      <form onSubmit={submit} noValidate className={css.filters}>
        <label>
          {t('agentTeam.links.expiry')}
          <select value={expiry} onChange={(e) => setExpiry(e.target.value as LinkExpiry)}>
            {LINK_EXPIRIES.map((x) => (
              <option key={x} value={x}>
                {t(`agentTeam.links.expiries.${x}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('agentTeam.links.channel')}
          <input value={channel} maxLength={CHANNEL_MAX} onChange={(e) => setChannel(e.target.value)} placeholder={t('agentTeam.links.channelHint')} />
        </label>
        <label>
          {t('agentTeam.register.accountType')}
          <select value={accountType} onChange={(e) => setAccountType(e.target.value as DownlineAccountType)}>
            {DOWNLINE_ACCOUNT_TYPES.map((x) => (
              <option key={x} value={x}>
                {t(`agentTeam.accountType.${x}`)}
              </option>
            ))}
          </select>
        </label>
        <SubmitButton busy={create.pending}>{t('agentTeam.links.create')}</SubmitButton>
      </form>
      <FormProblem problem={create.problem} />
      <ListStates query={list} isEmpty={(d) => d.content.length === 0} empty={t('agentTeam.links.empty')}>
        {(data) => (
          <>
            <div className={own.tableWrap}>
              <table className={css.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('agentTeam.links.code')}</th>
                    <th scope="col">{t('agentTeam.links.channel')}</th>
                    <th scope="col">{t('agentTeam.register.accountType')}</th>
                    <th scope="col">{t('agentTeam.links.expires')}</th>
                    <th scope="col">{t('agentTeam.links.status')}</th>
                    <th scope="col" className={css.num}>
                      {t('agentTeam.links.registrations')}
                    </th>
                    <th scope="col">{t('agentTeam.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((link) => (
                    <LinkRow key={link.id} link={link} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={data.pageNum} pages={data.totalPages} busy={list.isFetching} onPage={setPageNum} />
          </>
        )}
      </ListStates>
    </section>
  );
}

function LinkRow({ link }: { link: AgentLink }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const dateTime = useMemberTime();
  const [copied, setCopied] = useState(false);
  const url = linkUrl(window.location.origin, link.code);
  const remove = useMutation({
    mutationFn: () => deleteAgentLink(api, link.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEYS.links }),
  });
  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <tr>
      <td>
        <strong>{link.code}</strong>
        <span className={own.url} data-testid="link-url">
          {url}
        </span>
      </td>
      <td>{link.channel || '—'}</td>
      <td>{t(`agentTeam.accountType.${link.accountType}`)}</td>
      <td>{link.expiresAt ? dateTime(link.expiresAt) : t('agentTeam.links.expiries.permanent')}</td>
      <td>{t(`agentTeam.links.statuses.${link.status}`)}</td>
      <td className={css.num}>{link.registrations}</td>
      <td>
        <div className={own.rowActions}>
          <button type="button" className="btn" onClick={copy} aria-label={t('agentTeam.links.copyLabel', { code: link.code })}>
            {copied ? t('agentTeam.links.copied') : t('agentTeam.links.copy')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            aria-label={t('agentTeam.links.deleteLabel', { code: link.code })}
          >
            {t('agentTeam.links.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}
