// A name search that types freely and tells the page only after a pause (one request per pause, not per key).
// The input keeps its own text, so a keystroke re-renders this field alone and never the grid.
import { useEffect, useId, useRef, useState } from 'react';
import css from './game-lists.module.css';

/** How long typing must pause before the list is asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  label: string;
  placeholder?: string;
  value: string;
  onSearch(value: string): void;
}

export function SearchField({ label, placeholder, value, onSearch }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  // The URL changed under the field (Back, a link): show what it now says instead of sending the old text again.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <label className={css.field} htmlFor={id}>
      {label}
      <input id={id} type="search" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} autoComplete="off" enterKeyHint="search" />
    </label>
  );
}
