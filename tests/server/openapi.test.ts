import { describe, expect, it } from 'vitest';
import { json, useApp } from './helpers.ts';

type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

describe('the API document', () => {
  const ctx = useApp({}, { seed: false });

  it('describes the answer of every operation: a JSON schema, another content type, a redirect or no content', async () => {
    const doc = json<Doc>(await ctx.app.inject({ method: 'GET', url: '/api/schema/?format=json' }));
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(80);
    const undescribed = operations.filter(({ op }) => {
      const [status, success] = Object.entries(op.responses).find(([code]) => /^[23]/.test(code)) ?? [];
      if (!status || !success) return true;
      return status !== '204' && !status.startsWith('3') && !success.content;
    });
    expect(undescribed.map((o) => o.name)).toEqual([]);
    const withJson = operations.filter(({ op }) =>
      Object.entries(op.responses).some(([code, r]) => code.startsWith('2') && r.content?.['application/json']),
    );
    expect(withJson.length).toBeGreaterThan(65);
    for (const { op } of operations)
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '404', '503']));
  });
});
