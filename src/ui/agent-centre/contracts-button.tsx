// The agent's contracts, one click from every page of the centre: the contracts it holds and gave, offers to its
// direct downline agents and termination requests, in a dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../kit/dialog.tsx';
import { ContractsPanel } from '../agent-contracts/contracts-panel.tsx';
import css from './agent-centre.module.css';

export function AgentContractsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className={css.shortcutsBox}>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        {t('agentContracts.panelButton')}
      </button>
      {open && (
        <Dialog title={t('agentContracts.panelTitle')} onClose={() => setOpen(false)} wide>
          <ContractsPanel />
        </Dialog>
      )}
    </div>
  );
}
