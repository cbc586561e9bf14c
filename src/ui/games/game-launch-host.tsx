// What the gameLaunch actor shows of itself: the trial player's "real account needed" dialog (docs/product.md §4:
// in_need_true_account, confirmed with in_increase_submit), a provider's popup game list, and a refused start's
// message.
import { useTranslation } from 'react-i18next';
import enLaunch from 'virtual:en-launch';
import { addEnglishStrings } from '../../i18n/i18n.ts';
import { useGameLaunch, useGameLaunchRef } from '../app/actors.ts';
import { Dialog } from '../kit/dialog.tsx';
import { VassalageList } from './vassalage-list.tsx';

// Before a dialog renders: its strings come with this chunk, not the entry (src/i18n/english-parts.ts).
addEnglishStrings(enLaunch);

export function GameLaunchHost() {
  const { t } = useTranslation();
  const launch = useGameLaunchRef();
  const trialBlocked = useGameLaunch((s) => s.hasTag('ui:trialBlocked'));
  const error = useGameLaunch((s) => (s.hasTag('ui:failed') ? s.context.error : null));
  const provider = useGameLaunch((s) => (s.hasTag('ui:vassalageList') ? s.context.game : null));
  const dismiss = () => launch.send({ type: 'launch.dismiss' });
  if (provider)
    return (
      <Dialog title={t('games.providerList', { provider: provider.vassalage })} onClose={dismiss} wide>
        <VassalageList vassalage={provider.vassalage} gameType={provider.gameType} />
      </Dialog>
    );
  if (!trialBlocked && !error) return null;
  return (
    <Dialog title={t(trialBlocked ? 'launch.trialTitle' : 'launch.failedTitle')} onClose={dismiss}>
      <p role="alert">{trialBlocked ? t('launch.needRealAccount') : t(error!)}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={dismiss}>
          {t(trialBlocked ? 'launch.confirm' : 'common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
