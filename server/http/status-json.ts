// The status answer's value (docs/product.md §3 permission response) as JSON text, shared by GET /wps/system/status and the
// page itself, which carries it so the site can draw at once (one round trip fewer before the first paint).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PermissionInfo, SystemStatusValue } from '../../contract/system/system.ts';

type Snapshot = Awaited<ReturnType<FastifyInstance['statusCache']['get']>>;

// The permission info is the same for everyone on a host: it is serialised once per snapshot and host, and only
// the visitor's own parts are written per request.
const infoJson = new WeakMap<object, Map<string, string>>();

function permissionJson(app: FastifyInstance, snapshot: Snapshot, host: string): string {
  let byHost = infoJson.get(snapshot);
  if (!byHost) infoJson.set(snapshot, (byHost = new Map()));
  let json = byHost.get(host);
  if (json === undefined) {
    const { imageCDNs, launchGameCDNs, wallet, demoMode } = app.deps.config;
    const info: PermissionInfo = {
      ...snapshot.info,
      mainDomain: host,
      analytics: { gtagId: '' },
      imageCDNs,
      launchGameCDNs,
      timeZoneOffsetMinutes: wallet.timeZoneOffsetMinutes,
      demoMode,
    };
    json = JSON.stringify(info);
    if (byHost.size < 32) byHost.set(host, json);
  }
  return json;
}

export async function statusValueJson(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const snapshot = await app.statusCache.get();
  const { maintenance, blocked } = snapshot;
  const ip = request.ip;
  const restricted = blocked.has(ip);
  const status: SystemStatusValue['status'] = restricted ? 2 : maintenance.enabled ? 1 : 0;
  const visitor = JSON.stringify({ location: { ip }, maintenance, regionRestriction: { restricted, ip } }).slice(1);
  return `{"status":${status},"info":${permissionJson(app, snapshot, request.hostname)},${visitor}`;
}

/**
 * The page with the status in a JSON script block: not executed, so the CSP's script-src is untouched; "<" is
 * escaped so no text in the data can close the block.
 */
export function withBootStatus(indexHtml: string, statusJson: string): string {
  const block = `<script type="application/json" id="boot-status">${statusJson.replace(/</g, '\\u003c')}</script>`;
  return indexHtml.replace('</head>', `${block}</head>`);
}
