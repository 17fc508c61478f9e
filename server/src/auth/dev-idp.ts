import formbody from '@fastify/formbody';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { DEMO_LOGINS, STAFF_EMAIL } from '../db/seed-data.ts';
import { DEV_CLIENT_ID, DEV_CLIENT_SECRET, type OidcLogin } from './oidc.ts';
import { escapeHtml } from '../http/html.ts';

export const DEV_PASSWORD = 'demo';
const MOUNT = '/oidc';

type Deps = { db: Db; config: Config; oidc: OidcLogin };

const texts = {
  ru: {
    title: 'Вход для разработки',
    lead: 'Встроенный поставщик удостоверений для разработки. Пароль всех демо-учётных записей: demo',
    email: 'Электронная почта',
    password: 'Пароль',
    submit: 'Войти',
    accounts: 'Демо-учётные записи',
    wrong: 'Неверная почта или пароль.',
    roles: { admin: 'администратор', manager: 'руководитель', employee: 'сотрудник', staff: 'служба поддержки' },
    other: 'English',
  },
  en: {
    title: 'Development sign-in',
    lead: 'The embedded development identity provider. Every demo account uses the password: demo',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    accounts: 'Demo accounts',
    wrong: 'Wrong email or password.',
    roles: { admin: 'admin', manager: 'manager', employee: 'employee', staff: 'support staff' },
    other: 'Русский',
  },
};

type Lang = keyof typeof texts;
type AccountRole = keyof (typeof texts)['ru']['roles'];

/** The demo accounts the page offers, one per role, in this order. */
const DEMO_ACCOUNTS: { email: string; role: AccountRole }[] = [
  { email: DEMO_LOGINS.admin, role: 'admin' },
  { email: DEMO_LOGINS.manager, role: 'manager' },
  { email: DEMO_LOGINS.employee, role: 'employee' },
  { email: STAFF_EMAIL, role: 'staff' },
];

/** Where the web app keeps the language it shows (src/i18n/index.ts): the page speaks the same one. */
const APP_LOCALE_KEY = 'perf-review.locale';

const langOf = (value: string | undefined): Lang => (value === 'en' ? 'en' : 'ru');

function loginPage(
  lang: Lang,
  uid: string,
  accounts: { email: string; name: string; role: AccountRole }[],
  error: string,
  email: string,
): string {
  const t = texts[lang];
  const rows = accounts
    .map(
      (a) =>
        `<li><button type="button" class="acc" data-email="${escapeHtml(a.email)}">${escapeHtml(a.name)} — ${t.roles[a.role]} <small>${escapeHtml(a.email)}</small></button></li>`,
    )
    .join('');
  const page = `${MOUNT}/interaction/${escapeHtml(uid)}/`;
  const other = lang === 'ru' ? 'en' : 'ru';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${t.title}</title><style>
body{font:14px system-ui,sans-serif;background:#eef3f9;margin:0;display:flex;justify-content:center}
main{background:#fff;border-radius:10px;padding:24px 28px;margin:48px 16px;max-width:520px;width:100%;box-shadow:0 2px 8px #0002}
label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;border:1px solid #c5cfdb;border-radius:6px;box-sizing:border-box}
button{cursor:pointer}.primary{margin-top:16px;background:#1677ff;color:#fff;border:0;border-radius:6px;padding:10px 18px;font-size:14px}
.err{color:#c62828}ul{list-style:none;padding:0}.acc{background:none;border:0;color:#1677ff;padding:4px 0;text-align:left}
</style></head><body><main><h1>${t.title}</h1><p>${t.lead}</p>
${error ? `<p class="err" role="alert">${t.wrong}</p>` : ''}
<form method="post" action="${page}login/?lang=${lang}">
<label for="email">${t.email}</label><input id="email" name="email" type="email" required autofocus value="${escapeHtml(email)}">
<label for="password">${t.password}</label><input id="password" name="password" type="password" required>
<button class="primary" type="submit">${t.submit}</button></form>
<h2>${t.accounts}</h2><ul>${rows}</ul>
<p><a href="${page}?lang=${other}" lang="${other}">${t.other}</a></p>
<script>if (!new URLSearchParams(location.search).has('lang')) {
const shown = localStorage.getItem('${APP_LOCALE_KEY}') === 'en' ? 'en' : 'ru';
if (shown !== '${lang}') location.replace('${page}?lang=' + shown); }
for (const b of document.querySelectorAll('.acc')) b.addEventListener('click', () => {
document.getElementById('email').value = b.dataset.email; document.getElementById('password').value = '${DEV_PASSWORD}'; });</script>
</main></body></html>`;
}

function buildProvider(issuer: string, db: Db, callbackUrl: string): Provider {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: DEV_CLIENT_SECRET,
        redirect_uris: [callbackUrl],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: {
      keys: [{ ...jwk, kid: 'dev', use: 'sig', alg: 'RS256' }],
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    interactions: { url: (_ctx, interaction) => `${MOUNT}/interaction/${interaction.uid}/` },
    findAccount: async (_ctx, id) => {
      const user = (
        await db
          .select()
          .from(users)
          .where(eq(users.id, Number(id)))
          .limit(1)
      ).at(0);
      if (!user) return undefined;
      return {
        accountId: String(user.id),
        claims: () => ({
          sub: String(user.id),
          email: user.email,
          email_verified: true,
          given_name: user.firstName,
          family_name: user.lastName,
          name: `${user.firstName} ${user.lastName}`.trim(),
        }),
      };
    },
    // A first-party client: the grant is given without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const session = ctx.oidc.session;
      const clientId = ctx.oidc.client?.clientId;
      if (!session?.accountId || !clientId) return undefined;
      const existing = session.grantIdFor(clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: { Session: 3600, Interaction: 600, Grant: 3600, AuthorizationCode: 60, IdToken: 600, AccessToken: 600 },
  };
  return new Provider(issuer, configuration);
}

/** The embedded development identity provider, mounted at /oidc; refused in production by the config. */
export async function registerDevIdp(app: FastifyInstance, { db, oidc }: Deps): Promise<void> {
  const providers = new Map<string, { provider: Provider; callback: ReturnType<Provider['callback']> }>();
  const entryFor = (req: FastifyRequest) => {
    const origin = oidc.origin(req);
    let entry = providers.get(origin);
    if (!entry) {
      const provider = buildProvider(`${origin}${MOUNT}`, db, oidc.callbackUrl(origin, 'dev'));
      entry = { provider, callback: provider.callback() };
      providers.set(origin, entry);
    }
    return entry;
  };
  const providerFor = (req: FastifyRequest): Provider => entryFor(req).provider;
  // Russian first, as the app; the page's script asks for English when the app is shown in English.

  const demoAccounts = async () => {
    const rows = await db
      .select({ email: users.email, first: users.firstName, last: users.lastName })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      );
    return DEMO_ACCOUNTS.flatMap(({ email, role }) => {
      const row = rows.find((candidate) => candidate.email === email);
      return row ? [{ email, name: `${row.first} ${row.last}`, role }] : [];
    });
  };

  const render = async (reply: FastifyReply, lang: Lang, uid: string, error: string, email: string) =>
    reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(loginPage(lang, uid, await demoAccounts(), error, email));

  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.get<{ Params: { uid: string }; Querystring: { lang?: string } }>(
      `${MOUNT}/interaction/:uid/`,
      async (req, reply) => {
        const details = await providerFor(req).interactionDetails(req.raw, reply.raw);
        return render(reply, langOf(req.query.lang), details.uid, '', '');
      },
    );
    scope.post<{
      Params: { uid: string };
      Querystring: { lang?: string };
      Body: { email?: string; password?: string } | undefined;
    }>(`${MOUNT}/interaction/:uid/login/`, async (req, reply) => {
      const provider = providerFor(req);
      const details = await provider.interactionDetails(req.raw, reply.raw);
      const email = (req.body?.email ?? '').trim();
      const user = (
        await db
          .select()
          .from(users)
          .where(and(sql`lower(${users.email}) = lower(${email})`))
          .limit(1)
      ).at(0);
      if (!user || req.body?.password !== DEV_PASSWORD)
        return render(reply.code(401), langOf(req.query.lang), details.uid, 'wrong', email);
      reply.hijack();
      await provider.interactionFinished(
        req.raw,
        reply.raw,
        { login: { accountId: String(user.id) } },
        { mergeWithLastSubmission: false },
      );
    });
  });

  await app.register((scope, _opts, registered) => {
    // The provider reads its own request bodies.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const handle = (req: FastifyRequest, reply: FastifyReply) => {
      const { callback } = entryFor(req);
      reply.hijack();
      const raw = req.raw as typeof req.raw & { originalUrl?: string };
      raw.originalUrl = req.url;
      raw.url = req.url.slice(MOUNT.length) || '/';
      void callback(raw, reply.raw);
    };
    scope.all(MOUNT, handle);
    scope.all(`${MOUNT}/*`, handle);
    registered();
  });
}
