// The demo vendor's numbers-draw page for LOTT and ELOTT games: server-rendered HTML, its behaviour in the static
// lottery.js beside it (the page's CSP allows no inline script or style).
import type { VendorGame } from './game-server.ts';
import { MAX_PICKS, POOL } from './lottery.ts';
import { VENDOR_BASE } from './page.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function lotteryPage(game: VendorGame, currencySymbol: string): string {
  const name = escapeHtml(game.gameName);
  const numbers = Array.from(
    { length: POOL },
    (_, i) => `<button type="button" class="ball" aria-pressed="false" data-n="${i + 1}" aria-label="Number ${i + 1}">${i + 1}</button>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${name} · Demo Vendor</title>
<link rel="stylesheet" href="${VENDOR_BASE}/static/game.css">
<script src="${VENDOR_BASE}/static/lottery.js" defer></script>
</head>
<body data-node-id="${game.nodeId}" data-currency-symbol="${escapeHtml(currencySymbol)}" data-max-picks="${MAX_PICKS}">
<main class="game">
  <header class="head">
    <img class="art" src="/art/game/${game.nodeId}.svg" alt="" width="96" height="96">
    <div>
      <h1>${name}</h1>
      <p class="label">Numbers draw · ${escapeHtml(game.vassalage)}</p>
    </div>
  </header>
  <p class="draw">Draw <output id="draw-no">…</output> closes in <output id="countdown" aria-live="off">…</output></p>
  <p class="balance">Balance <output id="balance" data-centavos="">…</output></p>
  <p id="rules" class="label"></p>
  <fieldset class="numbers">
    <legend>Pick up to ${MAX_PICKS} numbers</legend>
    <div id="numbers">${numbers}</div>
  </fieldset>
  <div class="bets" role="radiogroup" aria-label="Stake" id="bets"></div>
  <button type="button" id="buy" class="spin" disabled>Buy ticket</button>
  <p id="message" class="message" role="status"></p>
  <h2>Last results</h2>
  <ol id="results" class="results" aria-label="Last results"></ol>
  <table class="rounds" aria-label="My tickets">
    <thead><tr><th scope="col">Draw</th><th scope="col">Numbers</th><th scope="col">Stake</th><th scope="col">Result</th></tr></thead>
    <tbody id="tickets"></tbody>
  </table>
</main>
</body>
</html>
`;
}
