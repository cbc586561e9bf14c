import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toVideoEmbed } from '../../../src/domain/video-link.ts';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube.com/embed/${ID}?autoplay=0`;

describe('video links', () => {
  it('converts watch, youtu.be, shorts and embed links to embed links with autoplay off', () => {
    expect(toVideoEmbed(`https://www.youtube.com/watch?v=${ID}`)).toBe(EMBED);
    expect(toVideoEmbed(`https://m.youtube.com/watch?feature=share&v=${ID}&t=10`)).toBe(EMBED);
    expect(toVideoEmbed(`https://youtu.be/${ID}?si=abc`)).toBe(EMBED);
    expect(toVideoEmbed(`https://youtube.com/shorts/${ID}`)).toBe(EMBED);
    expect(toVideoEmbed(`https://www.youtube.com/embed/${ID}?autoplay=1`)).toBe(EMBED);
  });

  it('shows nothing for other hosts, other schemes, other shapes or a bad id', () => {
    for (const link of [
      `http://www.youtube.com/watch?v=${ID}`,
      `https://www.youtube.com.evil.example/watch?v=${ID}`,
      `https://vimeo.com/watch?v=${ID}`,
      `https://www.youtube.com:8443/watch?v=${ID}`,
      `https://www.youtube.com/watch?v=short`,
      `https://www.youtube.com/watch?v=${ID}x`,
      `https://www.youtube.com/channel/${ID}`,
      `https://youtu.be/shorts/${ID}`,
      'javascript:alert(1)',
      '',
    ]) {
      expect(toVideoEmbed(link)).toBeNull();
    }
  });

  it('accepts only the configured hosts', () => {
    expect(toVideoEmbed(`https://youtu.be/${ID}`, ['www.youtube.com'])).toBeNull();
    expect(toVideoEmbed(`https://www.youtube.com/watch?v=${ID}`, ['WWW.YOUTUBE.COM'])).toBe(EMBED);
  });

  const idArb = fc.string({ unit: fc.constantFrom(...'abcXYZ019_-'), minLength: 11, maxLength: 11 });
  it('keeps the video id through every accepted link shape', () => {
    fc.assert(
      fc.property(idArb, fc.constantFrom('watch', 'short', 'shorts'), (id, shape) => {
        const link = { watch: `https://www.youtube.com/watch?v=${id}`, short: `https://youtu.be/${id}`, shorts: `https://youtube.com/shorts/${id}` }[shape];
        expect(toVideoEmbed(link)).toBe(`https://www.youtube.com/embed/${id}?autoplay=0`);
      }),
    );
  });

  it('shows a video exactly for an https link to an accepted host with a valid id', () => {
    const hostArb = fc.constantFrom('www.youtube.com', 'youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube.com.evil.example', 'example.com');
    const anyId = fc.oneof(idArb, fc.string({ maxLength: 14 }));
    fc.assert(
      fc.property(fc.constantFrom('https', 'http', 'ftp'), hostArb, fc.constantFrom('watch', 'shorts'), anyId, (scheme, host, shape, id) => {
        const link = shape === 'watch' ? `${scheme}://${host}/watch?v=${encodeURIComponent(id)}` : `${scheme}://${host}/shorts/${encodeURIComponent(id)}`;
        const accepted = scheme === 'https' && ['www.youtube.com', 'youtube.com', 'm.youtube.com'].includes(host) && /^[A-Za-z0-9_-]{11}$/.test(id);
        expect(toVideoEmbed(link)).toBe(accepted ? `https://www.youtube.com/embed/${id}?autoplay=0` : null);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (link) => {
        expect(toVideoEmbed(link)).toBeNull();
      }),
    );
  });
});
