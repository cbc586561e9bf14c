// Times shown in the platform's time zone: the server publishes it (status answer `info.timeZoneOffsetMinutes`),
// so no zone is written here and the browser's own zone never leaks into what members and agents read.

/** "GMT+8", "GMT-3:30": a time zone offset given in minutes east of UTC, as the agent centre shows it. */
export function gmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `GMT${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** An instant (ms since the epoch) as "yyyy-MM-dd HH:mm:ss" in the zone `offsetMinutes` east of UTC. */
function wallClock(ms: number, offsetMinutes: number): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** An ISO instant as yyyy-MM-dd HH:mm:ss in the platform's time zone; text that is no date is shown as it is. */
export function formatMemberTime(iso: string, offsetMinutes: number): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return wallClock(ms, offsetMinutes);
}

/** The time of day (HH:mm:ss) of an instant in the platform's time zone: the agent centre's clock. */
export function clockTime(ms: number, offsetMinutes: number): string {
  return wallClock(ms, offsetMinutes).slice(11);
}
