// The demo vendor's game page: opens the session, shows the balance and bet sizes, spins through the vendor's
// game server and lists every round played. Served as a file so the page's CSP allows no inline script.
(() => {
  'use strict';
  const body = document.body;
  const mode = body.dataset.mode === 'fun' ? 'fun' : 'real';
  const token = new URLSearchParams(location.search).get(mode === 'fun' ? 'fun' : 'token') || '';
  const nodeId = Number(body.dataset.nodeId);
  const currency = body.dataset.currencySymbol || '';
  // Glyphs every system font has (emoji are missing on many machines); colour comes from the stylesheet.
  const GLYPHS = { cherry: '♥', lemon: '●', bell: '♪', star: '★', diamond: '♦', seven: '7', crown: '♛', jackpot: '$' };
  const el = (id) => document.getElementById(id);
  const spinButton = el('spin');
  let bet = 0;
  let busy = false;

  const money = (centavos) =>
    `${centavos < 0 ? '-' : ''}${currency}${(Math.abs(centavos) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  async function post(path, payload) {
    const res = await fetch(`/vendor/demo/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode, token, nodeId, ...payload }),
    });
    return res.json();
  }

  function say(text, kind) {
    const m = el('message');
    m.textContent = text;
    m.dataset.kind = kind || '';
  }

  function showBalance(centavos) {
    const out = el('balance');
    out.textContent = money(centavos);
    out.dataset.centavos = String(centavos);
  }

  function chooseBet(button) {
    for (const b of el('bets').querySelectorAll('button')) b.setAttribute('aria-checked', String(b === button));
    bet = Number(button.dataset.bet);
  }

  function renderBets(sizes) {
    const group = el('bets');
    group.replaceChildren();
    for (const size of sizes) {
      const b = document.createElement('button');
      b.type = 'button';
      b.setAttribute('role', 'radio');
      b.dataset.bet = String(size);
      b.textContent = money(size);
      b.addEventListener('click', () => chooseBet(b));
      group.append(b);
    }
    if (group.firstElementChild) chooseBet(group.firstElementChild);
  }

  function showReels(symbols) {
    document.querySelectorAll('.reel').forEach((reel, i) => {
      const glyph = document.createElement('span');
      glyph.textContent = GLYPHS[symbols[i]] || '?';
      glyph.setAttribute('aria-hidden', 'true');
      const name = document.createElement('small');
      name.textContent = symbols[i];
      reel.dataset.symbol = symbols[i];
      reel.replaceChildren(glyph, name);
    });
  }

  function addRound(r) {
    const tr = document.createElement('tr');
    tr.dataset.round = r.round;
    tr.dataset.bet = String(r.bet);
    tr.dataset.win = String(r.win);
    for (const text of [r.round.slice(0, 10), money(r.bet), money(r.win), money(r.win - r.bet)]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    el('rounds').prepend(tr);
  }

  async function spin() {
    if (busy || !bet) return;
    busy = true;
    spinButton.disabled = true;
    spinButton.setAttribute('aria-busy', 'true');
    let ended = false;
    try {
      const r = await post('spin', { bet });
      if (!r.ok) {
        say(r.message || 'Unknown error', 'error');
        if (typeof r.balance === 'number') showBalance(r.balance);
        ended = r.code === 'session.expired' || r.code === 'session.invalid';
        return;
      }
      showReels(r.symbols);
      showBalance(r.balance);
      addRound(r);
      say(r.win > 0 ? `You won ${money(r.win)} (${r.multiple}x)` : 'No win this time', r.win > 0 ? 'win' : '');
    } catch {
      say('Network link is abnormal, please try again', 'error');
    } finally {
      busy = false;
      spinButton.disabled = ended;
      spinButton.removeAttribute('aria-busy');
    }
  }

  async function start() {
    const s = await post('session', {});
    if (!s.ok) return say(s.message || 'Unknown error', 'error');
    showBalance(s.balance);
    renderBets(s.betSizes);
    spinButton.disabled = false;
    say(mode === 'fun' ? 'Free play: pick a bet and spin' : 'Pick a bet and spin', '');
  }

  spinButton.addEventListener('click', spin);
  start().catch(() => say('Network link is abnormal, please try again', 'error'));
})();
