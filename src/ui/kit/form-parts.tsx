// Pieces every account form shares: the country picker, a labelled input, the error line and the busy button.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../../../contract/rules/phone.ts';
import css from './form-parts.module.css';
import { onTabListKeyDown } from './tab-keys.ts';

export function CountrySelect({ value, disabled, onChange }: { value: string; disabled: boolean; onChange: (dialingCode: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className={css.field}>
      <span>{t('login.country')}</span>
      <select value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {COUNTRIES.map((c) => (
          <option key={c.countryCode} value={c.countryDialingCode}>
            {c.countryCode} +{c.countryDialingCode}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A country picker beside the mobile-number field (its child), one row. */
export function PhoneFields({
  dialingCode,
  onDialingCode,
  disabled,
  children,
}: {
  dialingCode: string;
  onDialingCode: (code: string) => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <div className={css.phone}>
      <CountrySelect value={dialingCode} disabled={disabled} onChange={onDialingCode} />
      {children}
    </div>
  );
}

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  /** A translated problem shown under the field. */
  problem?: string | null;
}

export function TextField({ name, label, value, onChange, disabled, required = true, type = 'text', autoComplete = 'off', problem }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <label className={css.field}>
      <span>
        {label} {required && <abbr title={t('form.required')}>*</abbr>}
      </span>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${name}-problem` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem && (
        <small id={`${name}-problem`} className={css.error}>
          {problem}
        </small>
      )}
    </label>
  );
}

export function FormError({ children }: { children: ReactNode }) {
  return children ? (
    <p role="alert" className={css.error}>
      {children}
    </p>
  ) : null;
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
      {busy && <span className="spinner-small" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A form whose submit goes to the flow, with the browser's own validation bubbles off (the flow validates). */
export function AuthForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The tabs of a form (username / mobile, email / mobile), each labelled by its i18n key. */
export function FormTabs<T extends string>({
  options,
  selected,
  labelKey,
  onSelect,
}: {
  options: readonly T[];
  selected: T;
  labelKey: (option: T) => string;
  onSelect: (option: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="tablist" onKeyDown={onTabListKeyDown} className={css.tabs}>
      {options.map((option) => (
        <button key={option} type="button" role="tab" aria-selected={selected === option} onClick={() => onSelect(option)}>
          {t(labelKey(option))}
        </button>
      ))}
    </div>
  );
}
