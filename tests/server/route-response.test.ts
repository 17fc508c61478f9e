import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route, RouteRegistry, unknownFields, type RouteDefs } from '../../server/src/http/route.ts';

const answer = z.object({ id: z.number(), items: z.array(z.object({ name: z.string() })) });

/** A bare app with one route whose handler answers more than its schema names. */
async function appAnswering(check: boolean, body: unknown) {
  const app = Fastify({ logger: false });
  app.decorate('registry', new RouteRegistry(check));
  const defs = {
    'health.live': { summary: 'A thing', tags: ['test'], access: 'public', response: answer },
  } satisfies RouteDefs;
  route(app, defs, 'health.live', () => Promise.resolve(body as z.input<typeof answer>));
  await app.ready();
  return app;
}

const leaky = { id: 1, secret: 'x', items: [{ name: 'a', internal: true }] };

describe("a route's answer", () => {
  it('goes out as its schema reads it: fields it does not name are left out', async () => {
    const app = await appAnswering(false, leaky);
    const res = await app.inject({ method: 'GET', url: '/health/live/' });
    expect(res.json()).toEqual({ id: 1, items: [{ name: 'a' }] });
  });

  it('fails under test when the handler sends a field its schema does not name, at any depth', async () => {
    const app = await appAnswering(true, leaky);
    const res = await app.inject({ method: 'GET', url: '/health/live/' });
    expect(res.statusCode).toBe(500);
    expect(unknownFields(leaky, answer.parse(leaky))).toEqual(['.secret', '.items[0].internal']);
  });

  it('passes under test when the answer is exactly its schema', async () => {
    const app = await appAnswering(true, { id: 2, items: [] });
    expect((await app.inject({ method: 'GET', url: '/health/live/' })).json()).toEqual({ id: 2, items: [] });
  });
});
