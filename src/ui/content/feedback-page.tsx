// The feedback page (/feedback; issue 16, docs/product.md §5.13): the form for members and visitors, and a member's
// own feedback with its status and the operator's answer (which also arrives as a platform message). Trial accounts
// are told to register: the server refuses their feedback.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import enFeedback from 'virtual:en-feedback';
import { myFeedbackQuery } from '../../api/content/feedback.ts';
import { addEnglishStrings, intlLocale } from '../../i18n/i18n.ts';
import { loginState, selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useModalsRef, useSession } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { FeedbackForm } from './feedback-form.tsx';
import css from './feedback.module.css';

addEnglishStrings(enFeedback);

function MyFeedback() {
  const { t } = useTranslation();
  const token = useSession(selectToken) ?? '';
  const list = useQuery(myFeedbackQuery(useApi(), token));
  if (list.isPending) return <p aria-busy="true">{t('feedback.loading')}</p>;
  if (list.isError) return <ErrorRetry onRetry={() => void list.refetch()} />;
  if (!list.data.list.length) return <p>{t('feedback.none')}</p>;
  return (
    <ul className={css.list} data-testid="my-feedback">
      {list.data.list.map((f) => (
        <li key={f.id}>
          <p className={css.meta}>
            <strong>{t(`feedback.types.${f.type}`)}</strong> · {new Date(f.createdAt).toLocaleString(intlLocale())} ·{' '}
            <span className={f.status === 'A' ? css.answered : css.pending}>{t(`feedback.status.${f.status}`)}</span>
          </p>
          <p className={css.content}>{f.content}</p>
          {f.answer && (
            <p className={css.answer}>
              <strong>{t('feedback.answer')}</strong> {f.answer}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function FeedbackPage() {
  const { t } = useTranslation();
  const state = useSession(loginState);
  const modals = useModalsRef();
  if (state === 'pending') return <p aria-busy="true">{t('feedback.loading')}</p>;
  return (
    <section className={css.page} aria-labelledby="feedback-title">
      <h1 id="feedback-title">{t('feedback.title')}</h1>
      <p>{t('feedback.intro')}</p>
      {state === 'trial' ? (
        <p>
          {t('feedback.trial')}{' '}
          <button type="button" className="btn btn-primary" onClick={() => modals.send({ type: 'register.open' })}>
            {t('feedback.register')}
          </button>
        </p>
      ) : (
        <FeedbackForm visitor={state === 'visitor'} />
      )}
      {(state === 'member' || state === 'agent') && (
        <section aria-labelledby="my-feedback-title">
          <h2 id="my-feedback-title">{t('feedback.mine')}</h2>
          <MyFeedback />
        </section>
      )}
    </section>
  );
}
