/** "GMT+8", "GMT-3:30": the offset of the member's time zone, as the agent centre shows it. */
export function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `GMT${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** The members' time zone (docs/decisions.md: the merchant's, Asia/Manila, GMT+8), in minutes east of UTC. */
export const MEMBER_TZ_OFFSET_MINUTES = 480;

/** An ISO instant as yyyy-MM-dd HH:mm:ss in the members' time zone. */
export function formatMemberTime(iso: string, offsetMinutes = MEMBER_TZ_OFFSET_MINUTES): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}
