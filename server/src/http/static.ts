import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built web app's folder, when there was one at start. */
    webRoot?: string;
    /** The built app's index.html, which the server's first paint is written into. */
    indexPage?: string;
    /** The markup of the page's first paint for this request (./first-paint.ts), or null for the outline. */
    firstPaint?: (req: FastifyRequest) => Promise<string | null>;
  }
}

export type WebAppOptions = {
  /** The built app (Vite's dist/): index.html, hashed files under assets/, and the files of public/. */
  root: string;
  /** Served over TLS (PUBLIC_URL is https): the browser also upgrades any http:// sub-resource. */
  secure: boolean;
};

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
const DEV_IDP = '/oidc';

/**
 * The app's own pages run no inline script and load nothing from elsewhere. Styles allow 'unsafe-inline': MUI's
 * emotion writes its rules into <style> tags at run time, and index.html carries the critical CSS of the first
 * paint. A nonce instead would make index.html a per-response template that no cache may keep; an injected style
 * cannot run code, and everything React renders is escaped.
 */
function directives(secure: boolean, inlineScripts: boolean) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: inlineScripts ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(secure ? { upgradeInsecureRequests: [] } : {}),
  };
}

function cacheControlFor(root: string, file: string): string {
  const path = relative(root, file).split(sep);
  // Vite names everything under assets/ by its content hash: a changed file is a new URL.
  if (path[0] === 'assets') return ONE_YEAR;
  // index.html names the current hashed files: always revalidated (a 304 while unchanged).
  if (file.endsWith('.html') || file.endsWith('.html.br') || file.endsWith('.html.gz')) return 'no-cache';
  return ONE_DAY;
}

/**
 * Security headers on every response, and the built app: brotli or gzip files made at build time chosen by
 * Accept-Encoding, hashed assets cached for good, index.html revalidated, and the icon browsers ask for.
 */
export async function registerWebApp(app: FastifyInstance, { root, secure }: WebAppOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: directives(secure, false) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
  // The development identity provider (never on in production) renders its own pages, with inline scripts.
  const devIdpPolicy = { useDefaults: false, directives: directives(secure, true) };
  app.addHook('onRequest', async (req, reply) => {
    if (req.url === DEV_IDP || req.url.startsWith(`${DEV_IDP}/`)) reply.helmet({ contentSecurityPolicy: devIdpPolicy });
  });

  if (!existsSync(join(root, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(root, file));
    },
  });
  app.decorate('webRoot', root);
  app.decorate('indexPage', readFileSync(join(root, 'index.html'), 'utf8'));
  // Browsers ask for /favicon.ico on pages that name no icon (the API docs, the sign-in pages): the same picture.
  app.get('/favicon.ico', (_req, reply) => reply.sendFile('favicon.svg', root));
}

/** Where index.html's outline holds the page's place: the server's first paint goes there. */
const PAGE_OUTLINE = /<!--page-->[\s\S]*?<!--\/page-->/;

/** The page still loads when its paint fails (the database away, say): the app then says what is wrong itself. */
async function paintOrOutline(
  req: FastifyRequest,
  firstPaint: (req: FastifyRequest) => Promise<string | null>,
): Promise<string | null> {
  try {
    return await firstPaint(req);
  } catch (error) {
    req.log.error({ err: error, reqId: req.id }, 'first paint failed; sending the outline');
    return null;
  }
}

/**
 * The SPA's page for a deep link: the router in the browser draws the screen the path names. For the pages the server
 * paints (./first-paint.ts), index.html comes with the page's first paint written in: that answer is the caller's
 * own (private, revalidated, never compressed ahead).
 */
export async function sendIndexHtml(reply: FastifyReply): Promise<FastifyReply> {
  const { webRoot: root, indexPage, firstPaint } = reply.server;
  if (!root) {
    return reply
      .code(503)
      .type('text/plain')
      .send('The web app is not built yet. Run `npm run build` (or `npm start`).');
  }
  const paint = firstPaint ? await paintOrOutline(reply.request, firstPaint) : null;
  if (paint === null || !indexPage) return reply.code(200).sendFile('index.html', root);
  return reply
    .code(200)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Cookie')
    .type('text/html; charset=utf-8')
    .send(indexPage.replace(PAGE_OUTLINE, () => paint));
}
