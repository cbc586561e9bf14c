// A number whose digits roll up from 0 to their value once (a CSS animation per digit column, none with reduced
// motion). The text is read once, whole, by assistive technology; the columns are decoration.
import type { CSSProperties } from 'react';
import css from './jackpot.module.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function RollingNumber({ text, testId }: { text: string; testId?: string }) {
  return (
    <span className={css.rolling}>
      <span className="sr-only" data-testid={testId}>
        {text}
      </span>
      <span aria-hidden="true" className={css.rollingDigits}>
        {[...text].map((ch, i) =>
          /\d/.test(ch) ? (
            // Index keys are right: the text keeps its shape, a position is the same digit column.
            <span key={i} className={css.column} style={{ '--digit': Number(ch), '--order': i } as CSSProperties}>
              <span className={css.strip}>
                {DIGITS.map((d) => (
                  <span key={d}>{d}</span>
                ))}
              </span>
            </span>
          ) : (
            <span key={i}>{ch}</span>
          ),
        )}
      </span>
    </span>
  );
}
