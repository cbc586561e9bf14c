import type { KeyboardEvent } from 'react';

// The arrow keys of a tab list (WAI-ARIA tabs pattern, automatic activation): Left and Right move to the previous and
// next tab and choose it (Up and Down in a vertical list), Home and End to the first and last; right-to-left pages
// swap Left and Right.
const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 1, ArrowUp: -1 };

export function onTabListKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const horizontal = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
  const step = (STEP[event.key] ?? 0) * (rtl && horizontal ? -1 : 1);
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : step ? (at + step + tabs.length) % tabs.length : -1;
  if (next < 0) return;
  event.preventDefault();
  tabs[next]!.focus();
  tabs[next]!.click();
}
