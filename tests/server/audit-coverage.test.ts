import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { changesData } from '../../server/src/audit/route-audit.ts';
import { route, RouteRegistry, type RouteDefs } from '../../server/src/http/route.ts';
import { useApp } from './helpers.ts';

/** The only admin routes that are not GETs and change nothing: each says why. */
const CHANGES_NOTHING = new Set([
  // A dry run of a launch: reports what it would create, creates nothing.
  'forms.launchPreview',
]);

describe('the audit of admin routes', () => {
  const ctx = useApp({}, { seed: false });

  it('has every admin route that changes data audited by its service or by the route wrapper', () => {
    const admin = ctx.app.registry.routes.filter((r) => r.access === 'admin' && changesData(r.method));
    expect(admin.length).toBeGreaterThan(40);
    const unaudited = admin.filter((r) => r.audit !== 'service' && r.audit !== 'route' && !CHANGES_NOTHING.has(r.name));
    expect(unaudited.map((r) => r.name)).toEqual([]);
    const none = admin.filter((r) => r.audit === 'none').map((r) => r.name);
    expect(none.sort()).toEqual([...CHANGES_NOTHING].sort());
  });

  it('refuses to register an admin route that changes data without saying who audits it', () => {
    const app = Fastify();
    app.decorate('registry', new RouteRegistry(true));
    const defs = {
      'departments.create': { summary: 'x', tags: ['test'], access: 'admin', response: z.object({}) },
    } satisfies RouteDefs;
    expect(() => {
      route(app, defs, 'departments.create', () => Promise.resolve({}));
    }).toThrow(/declare who audits it/);
  });
});
