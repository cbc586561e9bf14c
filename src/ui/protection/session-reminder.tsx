// The reminder's dialog: once the member's interval has passed since sign-in, the time played and the session's net
// result, with Continue (another interval) and Sign out. The machine decides when; this view only shows and sends.
import { use, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fetchSessionSummary, protectionQuery } from '../../api/protection/protection.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useSession, useSessionRef } from '../app/actors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useFlows, useFlowActor } from '../app/flows-context.tsx';
import { Dialog } from '../kit/dialog.tsx';
import { useSignedMoney } from '../kit/use-money.ts';
import enMemberStrings from 'virtual:en-member';
import { addEnglishStrings, intlLocale } from '../../i18n/i18n.ts';

// The dialog's words are the member centre's (protection.session), which ship with its strings, not the entry.
addEnglishStrings(enMemberStrings);

export default function SessionReminder() {
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const settings = useQuery(protectionQuery(api, token));
  // The session's start, read once per sign-in: the reminders count from it.
  const start = useQuery({
    queryKey: ['sessionStart', token],
    queryFn: () => fetchSessionSummary(api),
    staleTime: Infinity,
    enabled: settings.data?.reminderMinutes != null,
  });
  const minutes = settings.data?.reminderMinutes ?? null;
  if (minutes === null || !start.data) return null;
  return <Reminder minutes={minutes} signedInAt={Date.parse(start.data.signedInAt)} />;
}

function Reminder({ minutes, signedInAt }: { minutes: number; signedInAt: number }) {
  const { t } = useTranslation();
  const session = useSessionRef();
  const signed = useSignedMoney();
  const reminder = useFlowActor(use(useFlows().sessionReminder()), { input: { minutes, signedInAt, now: Date.now } });
  useEffect(() => reminder.send({ type: 'reminder.configure', minutes }), [reminder, minutes]);
  useEffect(() => {
    const sub = reminder.on('reminder.signOut', () => session.send({ type: 'session.logout' }));
    return () => sub.unsubscribe();
  }, [reminder, session]);
  const showing = useSelector(reminder, (s) => s.matches({ active: 'showing' }));
  const summary = useSelector(reminder, (s) => s.context.summary);
  if (!showing) return null;
  const played = Math.max(1, Math.round((Date.now() - signedInAt) / 60_000));
  const time = new Intl.NumberFormat(intlLocale(), { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(played);
  return (
    <Dialog title={t('protection.session.title')} onClose={() => reminder.send({ type: 'reminder.continue' })}>
      <p data-testid="reminder-body">{t('protection.session.body', { time, net: summary ? signed(summary.net) : '—' })}</p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={() => reminder.send({ type: 'reminder.signOut' })}>
          {t('protection.session.signOut')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => reminder.send({ type: 'reminder.continue' })}>
          {t('protection.session.continue')}
        </button>
      </div>
    </Dialog>
  );
}
