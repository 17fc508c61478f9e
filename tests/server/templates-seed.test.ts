import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { useApp } from './helpers.ts';
import { builtInVersion } from './templates-forms-fixtures.ts';

const ctx = useApp();

describe('the demo company’s forms, as seeded', () => {
  it('each follow the built-in template of their type', async () => {
    const forms = await ctx.database.db
      .select({ type: s.assessmentForms.type, version: s.assessmentForms.templateVersionId })
      .from(s.assessmentForms)
      .where(eq(s.assessmentForms.companyId, 1));
    expect(forms.length).toBeGreaterThan(0);
    const expected = { SMPL: await builtInVersion(ctx, 'SMPL'), STND: await builtInVersion(ctx, 'STND') };
    expect(forms.filter((f) => f.version !== expected[f.type])).toEqual([]);
  });
});
