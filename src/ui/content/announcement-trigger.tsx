import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncementRef, useSession } from '../app/actors.ts';
import { loginState } from '../../machines/session/session.selectors.ts';

/** Asks for the announcements when the audience or the language changes (docs/product.md §4); renders nothing. */
export function AnnouncementTrigger() {
  const announcements = useAnnouncementRef();
  const { i18n } = useTranslation();
  const state = useSession(loginState);
  const audience = state === 'pending' ? null : state === 'visitor' ? 'anonymous' : 'user';
  useEffect(() => {
    if (audience) announcements.send({ type: 'announcements.load', audience });
  }, [announcements, audience, i18n.language]);
  return null;
}
