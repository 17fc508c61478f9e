import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../../contract/errors/index.ts';

/** The caller's language from Accept-Language: English when it comes before Russian, else Russian. */
export function langOf(req: FastifyRequest): Lang {
  const header = req.headers['accept-language'];
  if (typeof header !== 'string') return 'ru';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { lang: tag.toLowerCase().slice(0, 2), q: q ? Number(q) : 1, index };
    })
    .filter((x) => x.lang === 'ru' || x.lang === 'en')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang === 'en' ? 'en' : 'ru';
}
