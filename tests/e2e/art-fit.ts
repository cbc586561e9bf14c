// Whether the words drawn inside a generated SVG picture show whole where the page draws it. The picture is an
// <img>, so its text is not in the page: this loads the same SVG inline, measures each <text> as the browser lays
// it out, and compares it with the part of the picture the <img> box shows (object-fit cover crops, contain not).
import type { Locator } from '@playwright/test';

/** The texts of the image that reach outside what its box shows (empty when everything fits). */
export async function textCutOff(image: Locator): Promise<string[]> {
  await image.evaluate((img: HTMLImageElement) => img.decode());
  return image.evaluate(async (img: HTMLImageElement) => {
    const source = await (await fetch(img.currentSrc)).text();
    const svg = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement as unknown as SVGSVGElement;
    const [vx, vy, vw, vh] = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number) as [number, number, number, number];
    const holder = document.createElement('div');
    holder.style.cssText = `position:absolute;left:0;top:0;visibility:hidden;width:${vw}px;height:${vh}px`;
    svg.setAttribute('width', String(vw));
    svg.setAttribute('height', String(vh));
    holder.append(document.importNode(svg, true));
    document.body.append(holder);
    try {
      const fit = getComputedStyle(img).objectFit;
      const scale = fit === 'cover' ? Math.max(img.clientWidth / vw, img.clientHeight / vh) : Math.min(img.clientWidth / vw, img.clientHeight / vh);
      // The part of the viewBox inside the box (contain shows all of it; cover crops the centre).
      const shownW = Math.min(vw, img.clientWidth / scale);
      const shownH = Math.min(vh, img.clientHeight / scale);
      const left = vx + (vw - shownW) / 2;
      const top = vy + (vh - shownH) / 2;
      const cut: string[] = [];
      for (const text of holder.querySelectorAll('text')) {
        const box = text.getBBox();
        const inside = box.x >= left - 0.5 && box.y >= top - 0.5 && box.x + box.width <= left + shownW + 0.5 && box.y + box.height <= top + shownH + 0.5;
        if (!inside)
          cut.push(`${text.textContent} (${Math.round(box.x)}..${Math.round(box.x + box.width)} of ${Math.round(left)}..${Math.round(left + shownW)})`);
      }
      return cut;
    } finally {
      holder.remove();
    }
  });
}
