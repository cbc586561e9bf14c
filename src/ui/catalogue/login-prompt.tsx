// What a visitor sees where a list needs a login (docs/product.md §7: the game list is a login call): why, and the way in.
import { useTranslation } from 'react-i18next';
import { useModalsRef } from '../app/actors.ts';
import css from './game-lists.module.css';

export function LoginPrompt() {
  const { t } = useTranslation();
  const modals = useModalsRef();
  return (
    <div className={css.empty}>
      <p>{t('gameList.loginToSee')}</p>
      <button type="button" className="btn btn-primary" onClick={() => modals.send({ type: 'login.open' })}>
        {t('gameList.logIn')}
      </button>
    </div>
  );
}
