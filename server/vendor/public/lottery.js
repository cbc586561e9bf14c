// The demo vendor's numbers-draw page: shows the draw on sale with its countdown, lets the player pick numbers and
// a stake and buy a ticket, and lists the last results and the player's tickets. The state is asked again when
// a draw closes, which is when the vendor draws its result and settles the tickets. A file, so the CSP can
// forbid inline script.
(() => {
  'use strict';
  const body = document.body;
  const token = new URLSearchParams(location.search).get('token') || '';
  const nodeId = Number(body.dataset.nodeId);
  const currency = body.dataset.currencySymbol || '';
  const maxPicks = Number(body.dataset.maxPicks) || 3;
  const el = (id) => document.getElementById(id);
  const buyButton = el('buy');
  const picks = new Set();
  let stake = 0;
  let busy = false;
  let closesAt = 0;
  let skew = 0; // server time minus this machine's time, so the countdown follows the vendor's clock
  let ended = false;

  const money = (centavos) =>
    `${centavos < 0 ? '-' : ''}${currency}${(Math.abs(centavos) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  async function post(path, payload) {
    const res = await fetch(`/vendor/demo/api/lottery/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, nodeId, ...payload }),
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

  function canBuy() {
    buyButton.disabled = ended || busy || picks.size === 0 || !stake;
  }

  function toggle(ball) {
    const n = Number(ball.dataset.n);
    if (picks.has(n)) picks.delete(n);
    else if (picks.size < maxPicks) picks.add(n);
    else return say(`You can pick ${maxPicks} numbers at most`, 'error');
    ball.setAttribute('aria-pressed', String(picks.has(n)));
    say(picks.size ? `Picked ${[...picks].sort((a, b) => a - b).join(', ')}` : '', '');
    canBuy();
  }

  function renderStakes(sizes) {
    const group = el('bets');
    if (group.childElementCount) return;
    for (const size of sizes) {
      const b = document.createElement('button');
      b.type = 'button';
      b.setAttribute('role', 'radio');
      b.dataset.bet = String(size);
      b.textContent = money(size);
      b.addEventListener('click', () => {
        for (const x of group.querySelectorAll('button')) x.setAttribute('aria-checked', String(x === b));
        stake = size;
        canBuy();
      });
      group.append(b);
    }
    group.firstElementChild?.click();
  }

  function row(cells, data) {
    const tr = document.createElement('tr');
    Object.assign(tr.dataset, data);
    for (const text of cells) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  }

  const ticketResult = (t) => (t.status === 'open' ? 'Waiting for the draw' : t.status === 'void' ? 'Cancelled' : t.win > 0 ? `Won ${money(t.win)}` : 'No win');

  function render(s) {
    showBalance(s.balance);
    renderStakes(s.betSizes);
    closesAt = Date.parse(s.draw.closesAt);
    skew = Date.parse(s.now) - Date.now();
    el('draw-no').textContent = `#${s.draw.drawNo}`;
    el('rules').textContent =
      `${s.rules.drawn} of 1–${s.rules.pool} are drawn every ${s.draw.periodSeconds / 60} min. All your numbers drawn pays ${s.rules.multiples.map((m, i) => `${m}x for ${i + 1}`).join(', ')}.`;
    el('results').replaceChildren(
      ...s.results.map((r) => {
        const li = document.createElement('li');
        li.dataset.drawNo = String(r.drawNo);
        li.textContent = `#${r.drawNo}: ${r.numbers.join(', ')}`;
        return li;
      }),
    );
    el('tickets').replaceChildren(
      ...s.tickets.map((t) =>
        row([`#${t.drawNo}`, t.picks.join(', '), money(t.stake), ticketResult(t)], {
          round: t.round,
          status: t.status,
          stake: String(t.stake),
          win: String(t.win ?? 0),
        }),
      ),
    );
  }

  async function refresh() {
    const s = await post('state', {});
    if (!s.ok) {
      ended = s.code === 'session.expired' || s.code === 'session.invalid';
      canBuy();
      return say(s.message || 'Unknown error', 'error');
    }
    render(s);
    canBuy();
  }

  async function buy() {
    if (busy || buyButton.disabled) return;
    busy = true;
    canBuy();
    buyButton.setAttribute('aria-busy', 'true');
    try {
      const r = await post('buy', { picks: [...picks], stake });
      if (!r.ok) {
        say(r.message || 'Unknown error', 'error');
        if (typeof r.balance === 'number') showBalance(r.balance);
        ended = r.code === 'session.expired' || r.code === 'session.invalid';
        return;
      }
      showBalance(r.balance);
      say(`Ticket bought for draw #${r.ticket.drawNo}: ${r.ticket.picks.join(', ')}`, 'win');
      await refresh();
    } catch {
      say('Network link is abnormal, please try again', 'error');
    } finally {
      busy = false;
      buyButton.removeAttribute('aria-busy');
      canBuy();
    }
  }

  function tick() {
    if (!closesAt) return;
    const left = Math.max(0, closesAt - (Date.now() + skew));
    const s = Math.ceil(left / 1000);
    el('countdown').textContent = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
    // The draw closed: ask again, which draws the result and settles the tickets.
    if (left === 0 && !busy) {
      closesAt = 0;
      refresh().catch(() => say('Network link is abnormal, please try again', 'error'));
    }
  }

  for (const ball of el('numbers').querySelectorAll('.ball')) ball.addEventListener('click', () => toggle(ball));
  buyButton.addEventListener('click', buy);
  setInterval(tick, 500);
  refresh().catch(() => say('Network link is abnormal, please try again', 'error'));
})();
