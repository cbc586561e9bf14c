import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GameServer, type PlayMode } from './game-server.ts';
import { inProcessWallet } from './wallet-client.ts';
import { VENDOR_BASE, errorPage, gamePage, pageCsp } from './page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo game vendor's game server; the operator's launch routes ask it for game addresses. */
    demoVendor: GameServer;
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
    const vendor = new GameServer(root.deps, inProcessWallet(root.deps));
    root.decorate('demoVendor', vendor);
    await root.register(async (fastify) => {
      const app = fastify.withTypeProvider<ZodTypeProvider>();
      const { config } = app.deps;
      const files = { 'game.js': asset('game.js'), 'game.css': asset('game.css') };

      app.get(`${VENDOR_BASE}/static/:file`, { schema: { hide: true, params: z.strictObject({ file: z.enum(['game.js', 'game.css']) }) } }, async (request, reply) =>
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
          return sendPage(reply, 200, gamePage(game, mode, config.merchant.currencySymbol));
        },
      );

      app.post(`${VENDOR_BASE}/api/session`, { schema: { tags, summary: 'Opens the game: balance, currency and bet sizes', body: playBody } }, async (request, reply) => {
        const { mode, token: t, nodeId: id } = request.body;
        const game = await vendor.game(id);
        reply.header('cache-control', 'no-store');
        return game ? vendor.openSession(mode, t, game) : { ok: false, code: 'session.invalid', message: 'This game does not exist.' };
      });

      app.post(
        `${VENDOR_BASE}/api/spin`,
        { schema: { tags, summary: 'One round: bet, outcome, win; real money through the signed wallet calls', body: playBody.extend({ bet: z.number().int().positive() }) } },
        async (request, reply) => {
          const { mode, token: t, nodeId: id, bet } = request.body;
          const game = await vendor.game(id);
          reply.header('cache-control', 'no-store');
          return game ? vendor.spin(mode, t, game, bet) : { ok: false, code: 'session.invalid', message: 'This game does not exist.' };
        },
      );
    });
  },
  { name: 'demo-vendor' },
);
