import type { ReactNode } from 'react';
import css from './section-title.module.css';

/** A home section's heading, with an optional icon before the text. */
export function SectionTitle({ id, icon, children }: { id: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <h2 id={id} className={css.title}>
      {icon}
      {children}
    </h2>
  );
}
