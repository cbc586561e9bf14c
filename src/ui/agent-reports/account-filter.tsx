// The agent lists' account filter (issue 14): a member of the team by account, applied when the agent searches
// (not on every key), cleared back to the whole team.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import css from '../kit/centre.module.css';

export function AccountFilter({ value, onChange }: { value: string; onChange(account: string): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange(draft.trim());
  };
  return (
    <form className={css.filters} role="search" onSubmit={submit}>
      <label>
        {t('agentReports.filter.account')}
        <input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('agentReports.filter.accountHint')} maxLength={32} />
      </label>
      <button type="submit" className="btn">
        {t('agentReports.filter.search')}
      </button>
      {value && (
        <button type="button" className="btn" onClick={() => (setDraft(''), onChange(''))}>
          {t('agentReports.filter.clear')}
        </button>
      )}
    </form>
  );
}
