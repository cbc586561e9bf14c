// The points mall's goods pictures (issue 15): SVG drawn from the good's name and type, served at
// /art/goods/<code>.svg like the promotions' (server/catalogue/art.ts); the CSP allows no inline data images.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pointGoods } from '../db/schema-loyalty.ts';
import { hashOf } from '../catalogue/art.ts';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The type's emblem, drawn in the picture's upper half: a coin, a ticket or a gift box. */
function emblem(type: string, colour: string): string {
  if (type === 'MONEY')
    return `<circle cx="200" cy="118" r="70" fill="${colour}"/><circle cx="200" cy="118" r="54" fill="none" stroke="#fff" stroke-width="6" opacity=".7"/>
<text x="200" y="142" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="68" fill="#fff">₱</text>`;
  if (type === 'VOUCHER')
    return `<path d="M110 70h180v30a18 18 0 0 0 0 36v30H110v-30a18 18 0 0 0 0-36z" fill="${colour}"/><line x1="240" y1="74" x2="240" y2="162" stroke="#fff" stroke-width="4" stroke-dasharray="8 6" opacity=".8"/>`;
  return `<rect x="130" y="92" width="140" height="96" rx="8" fill="${colour}"/><rect x="120" y="72" width="160" height="30" rx="6" fill="${colour}"/>
<rect x="192" y="72" width="16" height="116" fill="#fff" opacity=".8"/><path d="M200 72c-20-34-58-26-44 0zM200 72c20-34 58-26 44 0z" fill="none" stroke="#fff" stroke-width="6" opacity=".8"/>`;
}

export function goodsArt(name: string, type: string): string {
  const h = hashOf(name + type);
  const a = h % 360;
  const b = (a + 60 + (h % 90)) % 360;
  const title = name.length > 26 ? `${name.slice(0, 25)}…` : name;
  const fit = title.length * 0.6 * 28 > 340 ? ' textLength="340" lengthAdjust="spacingAndGlyphs"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 60% 30%)"/><stop offset="1" stop-color="hsl(${b} 65% 45%)"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/><circle cx="340" cy="250" r="110" fill="hsl(${b} 90% 70% / .2)"/>
${emblem(type, `hsl(${b} 85% 55%)`)}
<text x="200" y="262" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="28" fill="#fff"${fit}>${escapeXml(title)}</text></svg>`;
}

/** A good's picture by its code, an inactive good's too (old links keep working); null when no good has the code. */
export async function goodsImage(db: Db, code: string): Promise<string | null> {
  const [g] = await db.select({ name: pointGoods.name, type: pointGoods.type }).from(pointGoods).where(eq(pointGoods.code, code));
  return g ? goodsArt(g.name, g.type) : null;
}
