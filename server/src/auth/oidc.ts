import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { Config, OidcProviderConfig } from '../config.ts';

export const DEV_PROVIDER = 'dev';
export const DEV_CLIENT_ID = 'perf-review-dev';
/** The embedded provider runs in this same process, outside production only; its secret protects nothing real. */
export const DEV_CLIENT_SECRET = 'perf-review-dev-secret';

export type Claims = { email: string; emailVerified: boolean; firstName: string; lastName: string };

/** The relying-party half of sign-in: discovery, authorization URL with PKCE/state/nonce, code exchange. */
export class OidcLogin {
  private readonly configs = new Map<string, Promise<client.Configuration>>();

  constructor(private readonly config: Config) {}

  origin(req: FastifyRequest): string {
    return this.config.publicUrl ?? `${req.protocol}://${req.host}`;
  }

  providers(): { name: string; title: string }[] {
    const list = this.config.oidcProviders.map((p) => ({ name: p.name, title: p.name }));
    if (this.config.devIdp) list.unshift({ name: DEV_PROVIDER, title: 'Development sign-in' });
    return list;
  }

  private providerConfig(name: string, origin: string): OidcProviderConfig | null {
    if (name === DEV_PROVIDER && this.config.devIdp) {
      return {
        name,
        issuer: `${origin}/oidc`,
        clientId: DEV_CLIENT_ID,
        clientSecret: DEV_CLIENT_SECRET,
        scope: 'openid email profile',
      };
    }
    return this.config.oidcProviders.find((p) => p.name === name) ?? null;
  }

  has(name: string): boolean {
    return (name === DEV_PROVIDER && this.config.devIdp) || this.config.oidcProviders.some((p) => p.name === name);
  }

  private async discover(provider: OidcProviderConfig): Promise<client.Configuration> {
    const key = `${provider.name}|${provider.issuer}`;
    let found = this.configs.get(key);
    if (!found) {
      const issuer = new URL(provider.issuer);
      const insecure = issuer.protocol === 'http:';
      found = client.discovery(
        issuer,
        provider.clientId,
        provider.clientSecret || undefined,
        undefined,
        // Only an http:// issuer, i.e. the development provider on this machine, is let through without TLS.
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- openid-client marks it so it stands out
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      // A failed discovery is retried on the next sign-in rather than cached.
      found.catch(() => this.configs.delete(key));
      this.configs.set(key, found);
    }
    return found;
  }

  callbackUrl(origin: string, provider: string): string {
    return `${origin}/api/auth/social/complete/${encodeURIComponent(provider)}/`;
  }

  async start(name: string, origin: string): Promise<{ url: URL; checks: Record<string, string> }> {
    const provider = this.providerConfig(name, origin);
    if (!provider) throw new Error(`Unknown provider ${name}`);
    const cfg = await this.discover(provider);
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(cfg, {
      redirect_uri: this.callbackUrl(origin, name),
      scope: provider.scope,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      // The development provider always asks who signs in, so that demo accounts can be switched after logout.
      ...(name === DEV_PROVIDER ? { prompt: 'login' } : {}),
    });
    return { url, checks: { verifier, state, nonce, provider: name } };
  }

  async finish(name: string, origin: string, currentUrl: URL, checks: Record<string, string>): Promise<Claims> {
    const provider = this.providerConfig(name, origin);
    if (!provider || checks.provider !== name) throw new Error('Sign-in was started with another provider');
    const cfg = await this.discover(provider);
    const tokens = await client.authorizationCodeGrant(cfg, currentUrl, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The identity provider returned no ID token claims');
    let info: Record<string, unknown> = claims;
    if (typeof claims.email !== 'string') {
      info = await client.fetchUserInfo(cfg, tokens.access_token, claims.sub);
    }
    const email = typeof info.email === 'string' ? info.email.trim().toLowerCase() : '';
    return {
      email,
      emailVerified: info.email_verified === true,
      firstName: typeof info.given_name === 'string' ? info.given_name : '',
      lastName: typeof info.family_name === 'string' ? info.family_name : '',
    };
  }
}
