-- A company may have had several active periods: the one with the most forms stays active (the earliest
-- on a tie), the others go back to draft, which keeps their forms open, so that the index below can be built.
UPDATE "assessment_periods" SET "status" = 'draft', "version" = "version" + 1, "updated_at" = now()
WHERE "status" = 'active' AND "id" NOT IN (
	SELECT DISTINCT ON (p."company_id") p."id"
	FROM "assessment_periods" p
	WHERE p."status" = 'active'
	ORDER BY p."company_id",
		(SELECT count(*) FROM "assessment_forms" f WHERE f."company_id" = p."company_id" AND f."period_id" = p."id") DESC,
		p."start_date", p."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "periods_one_active_idx" ON "assessment_periods" USING btree ("company_id") WHERE "assessment_periods"."status" = 'active';
