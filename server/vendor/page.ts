// The demo vendor's game page: server-rendered HTML skinned with the game's name and art; its behaviour is the
// static script beside it (no inline code, so the page's own CSP can forbid inline scripts and styles).
import type { VendorConfig } from '../config.ts';
import type { PlayMode, VendorGame } from './game-server.ts';

export const VENDOR_BASE = '/vendor/demo';

/** Every casino-like type plays the same quick slot; the label tells the player what they launched. */
const TYPE_LABELS: Record<string, string> = {
  RNG: 'Slot',
  LIVE: 'Live table · quick play',
  FISH: 'Fishing · quick play',
  PVP: 'Cards · quick play',
  SPORTS: 'Sports · quick play',
  ESPORTS: 'E-sports · quick play',
  COCKFIGHT: 'Cockfight · quick play',
  LOTT: 'Lottery · quick play',
  ELOTT: 'E-lottery · quick play',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's CSP: only its own script, style, art and API; framed only by its own origin and the configured site. */
export function pageCsp(vendor: VendorConfig): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self'${vendor.frameAncestors.map((o) => ` ${o}`).join('')}`,
  ].join('; ');
}

export function gamePage(game: VendorGame, mode: PlayMode, currencySymbol: string): string {
  const name = escapeHtml(game.gameName);
  const label = escapeHtml(TYPE_LABELS[game.gameType] ?? 'Quick play');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${name} · Demo Vendor</title>
<link rel="stylesheet" href="${VENDOR_BASE}/static/game.css">
<script src="${VENDOR_BASE}/static/game.js" defer></script>
</head>
<body data-node-id="${game.nodeId}" data-mode="${mode}" data-currency-symbol="${escapeHtml(currencySymbol)}">
<main class="game">
  <header class="head">
    <img class="art" src="/art/game/${game.nodeId}.svg" alt="" width="96" height="96">
    <div>
      <h1>${name}</h1>
      <p class="label">${label} · ${escapeHtml(game.vassalage)}</p>
    </div>
    ${mode === 'fun' ? '<p class="badge">Free play · play money</p>' : ''}
  </header>
  <section class="reels" aria-label="Reels" aria-live="polite">
    <span class="reel" data-symbol="blank">?</span><span class="reel" data-symbol="blank">?</span><span class="reel" data-symbol="blank">?</span>
  </section>
  <p class="balance">Balance <output id="balance" data-centavos="">…</output></p>
  <div class="bets" role="radiogroup" aria-label="Bet size" id="bets"></div>
  <button type="button" id="spin" class="spin" disabled>Spin</button>
  <p id="message" class="message" role="status"></p>
  <table class="rounds" aria-label="Rounds played">
    <thead><tr><th scope="col">Round</th><th scope="col">Bet</th><th scope="col">Win</th><th scope="col">Net</th></tr></thead>
    <tbody id="rounds"></tbody>
  </table>
</main>
</body>
</html>
`;
}

/** A small page for a game that cannot be opened (unknown game, no token). */
export function errorPage(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo Vendor</title><link rel="stylesheet" href="${VENDOR_BASE}/static/game.css"></head>
<body><main class="game"><p class="message" role="alert">${escapeHtml(message)}</p></main></body></html>
`;
}
