// A QR code as inline SVG, one path of dark modules (uqr's encoder: ~4 KB gzip, loaded with this chunk only).
import { encode } from 'uqr';

export interface QrCodeProps {
  text: string;
  /** Rendered width and height in px (docs/product.md §9: 100 and 180). */
  size: number;
  label: string;
}

function modulesPath(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
  return d;
}

export default function QrCode({ text, size, label }: QrCodeProps) {
  // ecc M: a code still reads with a smudge or a glare on a phone screen; border 2 modules of quiet zone.
  const qr = encode(text, { ecc: 'M', border: 2 });
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={modulesPath(qr.data)} fill="#000" />
    </svg>
  );
}
