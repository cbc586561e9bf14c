import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GameServer, type PlayMode } from './game-server.ts';
import { inProcessWallet } from './wallet-client.ts';
import { VENDOR_BASE, errorPage, gamePage, pageCsp } from './page.ts';
import { LotteryServer } from './lottery-server.ts';
import { isLotteryType, MAX_PICKS, POOL } from './lottery.ts';
import { lotteryPage } from './lottery-page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo game vendor's game server; the operator's launch routes ask it for game addresses. */
    demoVendor: GameServer;
    /** The demo vendor's numbers draw; the operator's lottery routes read its results. */
    demoLottery: LotteryServer;
  }
}

/** The address of a game page on this server (the launch route puts a CDN in front). */
export const vendorGameUrl = (nodeId: number, session: { token: string } | { fun: string }) =>
  `${VENDOR_BASE}/game/${nodeId}?${new URLSearchParams(session).toString()}`;

const token = z.string().min(16).max(200);
const nodeId = z.coerce.number().int().positive().max(2_147_483_647);
const playBody = z.strictObject({ mode: z.enum(['real', 'fun']), token, nodeId });
const tags = ['demo vendor'];

const asset = (file: string) => fs.readFileSync(path.join(import.meta.dirname, 'public', file), 'utf8');

/**
 * The demo vendor, as a separate party would run it: its game page and static files, and its game server's API
 * (session and spin), which pays through the operator's signed wallet calls. Not under /wps: it is not the
 * platform's API and needs no Merchant header.
 */
export const vendorRoutes = fp(
  async (root: FastifyInstance) => {
    const wallet = inProcessWallet(root.deps);
    const vendor = new GameServer(root.deps, wallet);
    root.decorate('demoVendor', vendor);
    const lottery = new LotteryServer(
      root.deps,
      wallet,
      (id) => vendor.game(id),
      (call) => vendor.callWithRetry(call),
    );
    root.decorate('demoLottery', lottery);
    await root.register(async (fastify) => {
      const app = fastify.withTypeProvider<ZodTypeProvider>();
      const { config } = app.deps;
      const files = { 'game.js': asset('game.js'), 'lottery.js': asset('lottery.js'), 'game.css': asset('game.css') };

      app.get(
        `${VENDOR_BASE}/static/:file`,
        { schema: { hide: true, params: z.strictObject({ file: z.enum(['game.js', 'lottery.js', 'game.css']) }) } },
        async (request, reply) =>
          reply
            .header('content-type', request.params.file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8')
            .header('cache-control', 'public, max-age=300')
            .send(files[request.params.file]),
      );

      const sendPage = (reply: FastifyReply, status: number, html: string) => {
        // The page is framed by the site, possibly from another origin (a launch CDN): its own CSP decides who
        // may frame it, so the site's X-Frame-Options does not apply here.
        reply.raw.removeHeader('x-frame-options');
        return reply
          .status(status)
          .header('content-security-policy', pageCsp(config.vendor))
          .header('referrer-policy', 'no-referrer')
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(html);
      };

      app.get(
        `${VENDOR_BASE}/game/:nodeId`,
        {
          schema: {
            tags,
            summary: "The demo vendor's game page for a launch token (real money) or a free-play token",
            params: z.strictObject({ nodeId }),
            querystring: z.object({ token: token.optional(), fun: token.optional() }),
          },
        },
        async (request, reply) => {
          const game = await vendor.game(request.params.nodeId);
          if (!game) return sendPage(reply, 404, errorPage('This game does not exist.'));
          const { token: real, fun } = request.query;
          if (!real === !fun) return sendPage(reply, 400, errorPage('Invalid URL, please contact customer service'));
          const mode: PlayMode = fun ? 'fun' : 'real';
          // Lottery types play the numbers draw; it is real money only (a draw's tickets are wallet rounds).
          if (isLotteryType(game.gameType))
            return fun
              ? sendPage(reply, 200, errorPage('Free play is not offered for the numbers draw: log in to play.'))
              : sendPage(reply, 200, lotteryPage(game, config.merchant.currencySymbol));
          return sendPage(reply, 200, gamePage(game, mode, config.merchant.currencySymbol));
        },
      );

      app.post(
        `${VENDOR_BASE}/api/session`,
        { schema: { tags, summary: 'Opens the game: balance, currency and bet sizes', body: playBody } },
        async (request, reply) => {
          const { mode, token: t, nodeId: id } = request.body;
          const game = await vendor.game(id);
          reply.header('cache-control', 'no-store');
          return game ? vendor.openSession(mode, t, game) : { ok: false, code: 'session.invalid', message: 'This game does not exist.' };
        },
      );

      app.post(
        `${VENDOR_BASE}/api/spin`,
        {
          schema: {
            tags,
            summary: 'One round: bet, outcome, win; real money through the signed wallet calls',
            body: playBody.extend({ bet: z.number().int().positive() }),
          },
        },
        async (request, reply) => {
          const { mode, token: t, nodeId: id, bet } = request.body;
          const game = await vendor.game(id);
          reply.header('cache-control', 'no-store');
          return game ? vendor.spin(mode, t, game, bet) : { ok: false, code: 'session.invalid', message: 'This game does not exist.' };
        },
      );

      const lotteryGame = async (id: number) => {
        const game = await vendor.game(id);
        return game && isLotteryType(game.gameType) ? game : null;
      };
      const noDraw = { ok: false, code: 'session.invalid', message: 'This game has no numbers draw.' } as const;
      const lotteryBody = z.strictObject({ token, nodeId });

      app.post(
        `${VENDOR_BASE}/api/lottery/state`,
        { schema: { tags, summary: 'Numbers draw: balance, the draw on sale, the last results and my tickets (settles due tickets)', body: lotteryBody } },
        async (request, reply) => {
          const game = await lotteryGame(request.body.nodeId);
          reply.header('cache-control', 'no-store');
          return game ? lottery.state(request.body.token, game) : noDraw;
        },
      );

      app.post(
        `${VENDOR_BASE}/api/lottery/buy`,
        {
          schema: {
            tags,
            summary: 'Numbers draw: buys a ticket for the draw on sale (the stake is a signed wallet bet)',
            body: lotteryBody.extend({ picks: z.array(z.number().int().min(1).max(POOL)).min(1).max(MAX_PICKS), stake: z.number().int().positive() }),
          },
        },
        async (request, reply) => {
          const { token: t, nodeId: id, picks, stake } = request.body;
          const game = await lotteryGame(id);
          reply.header('cache-control', 'no-store');
          return game ? lottery.buy(t, game, picks, stake) : noDraw;
        },
      );
    });
  },
  { name: 'demo-vendor' },
);
