import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().default('./data'),
  SESSION_SECRET: z.string().min(16).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 14),
  DEMO: bool.optional(),
  DEV_IDP: bool.optional(),
  OIDC_PROVIDERS: z.string().default(''),
  USERS_SERVICE_URL: z.string().default(''),
  AI_BASE_URL: z.string().default(''),
  AI_API_KEY: z.string().default(''),
  AI_MODEL: z.string().default(''),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  AI_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(20),
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default('Performance review <no-reply@localhost>'),
  NOTIFICATIONS: bool.optional(),
  NOTIFY_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: bool.optional(),
  CHECK_RESPONSES: bool.optional(),
});

export type OidcProviderConfig = {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string | undefined;
  databaseUrl: string | undefined;
  pgliteDir: string;
  sessionSecret: string;
  sessionTtlMs: number;
  demo: boolean;
  devIdp: boolean;
  oidcProviders: OidcProviderConfig[];
  usersServiceUrl: string;
  /**
   * The assistant's model server: an OpenAI-compatible chat-completions endpoint when `baseUrl` is set,
   * else the offline engine (nothing leaves the server). `ratePerMinute` is each user's cap on AI calls.
   */
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number; ratePerMinute: number };
  /**
   * Mail: through SMTP when `smtpUrl` is set (smtp://user:pass@host:port, smtps://...), else every message is
   * kept in the outbox as it would have gone out. `from` is the sender of every mail.
   */
  mail: { smtpUrl: string; from: string };
  /**
   * The scheduler (reminders, deadlines, digests) and the delivery worker run inside the server when `run`
   * is on (the default outside tests), each `intervalMs`. A mail is tried `maxAttempts` times with backoff,
   * then shown to admins as failed.
   */
  notifications: { run: boolean; intervalMs: number; maxAttempts: number };
  /** Chat notices: the Telegram Bot API's address (a local fake in tests, a proxy where Telegram is blocked). */
  chat: { telegramApiRoot: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seed: boolean;
  /** Every answer is checked against its route's response schema; a mismatch is a 500 (on in tests). */
  checkResponses: boolean;
};

/**
 * OIDC_PROVIDERS lists provider names (comma-separated); each one reads
 * OIDC_<NAME>_ISSUER, OIDC_<NAME>_CLIENT_ID, OIDC_<NAME>_CLIENT_SECRET and optional OIDC_<NAME>_SCOPE.
 */
function parseProviders(names: string, env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  return names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .map((name) => {
      const key = name.toUpperCase().replace(/[^A-Z0-9]/g, '_');
      const issuer = env[`OIDC_${key}_ISSUER`];
      const clientId = env[`OIDC_${key}_CLIENT_ID`];
      if (!issuer || !clientId) {
        throw new Error(`OIDC provider "${name}" needs OIDC_${key}_ISSUER and OIDC_${key}_CLIENT_ID`);
      }
      return {
        name,
        issuer,
        clientId,
        clientSecret: env[`OIDC_${key}_CLIENT_SECRET`] ?? '',
        scope: env[`OIDC_${key}_SCOPE`] ?? 'openid email profile',
      };
    });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.SESSION_SECRET) throw new Error('SESSION_SECRET is required in production');
  if (production && e.DEV_IDP) throw new Error('The development identity provider cannot run in production');
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL || undefined,
    pgliteDir: e.PGLITE_DIR,
    sessionSecret: e.SESSION_SECRET ?? 'development-only-session-secret',
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    demo: e.DEMO ?? !production,
    devIdp: e.DEV_IDP ?? !production,
    oidcProviders: parseProviders(e.OIDC_PROVIDERS, env),
    usersServiceUrl: e.USERS_SERVICE_URL,
    ai: {
      baseUrl: e.AI_BASE_URL.replace(/\/$/, ''),
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      ratePerMinute: e.AI_RATE_LIMIT,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    notifications: {
      run: e.NOTIFICATIONS ?? e.NODE_ENV !== 'test',
      intervalMs: e.NOTIFY_INTERVAL_MS,
      maxAttempts: e.NOTIFY_MAX_ATTEMPTS,
    },
    chat: { telegramApiRoot: e.TELEGRAM_API_ROOT.replace(/\/$/, '') },
    logLevel: e.LOG_LEVEL,
    seed: e.SEED ?? !production,
    checkResponses: e.CHECK_RESPONSES ?? e.NODE_ENV === 'test',
  };
  return { ...config, ...overrides };
}
