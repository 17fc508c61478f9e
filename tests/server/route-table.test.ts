import { describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes.ts';
import { useApp } from './helpers.ts';

describe('the route table', () => {
  const ctx = useApp({}, { seed: false });

  it('has each of its routes registered once, at its method and path, and no route outside it', () => {
    const registered = ctx.app.registry.routes.map((r) => `${r.name} ${r.method} ${r.url}`).sort();
    const table = Object.entries(routes)
      .map(([name, r]) => `${name} ${r.method} /api${r.path}`)
      .sort();
    expect(registered).toEqual(table);
  });
});
