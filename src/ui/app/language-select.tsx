import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../../contract/rules/languages.ts';
import { useSessionRef } from './actors.ts';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const session = useSessionRef();
  return (
    <label className="lang-select">
      <span className="sr-only">{t('header.language')}</span>
      <select value={i18n.language} onChange={(e) => session.send({ type: 'language.change', language: e.target.value })}>
        {(Object.keys(LANGUAGES) as LanguageCode[]).map((code) => (
          <option key={code} value={code}>
            {LANGUAGES[code].label}
          </option>
        ))}
      </select>
    </label>
  );
}
