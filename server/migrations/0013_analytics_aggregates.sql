CREATE TABLE "analytics_form_facts" (
	"form_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"stage" "stage" NOT NULL,
	"overall_grade" smallint,
	"calibrated_grade" smallint,
	"hipo_decided" integer NOT NULL,
	"hipo_yes" integer NOT NULL,
	"performance" double precision NOT NULL,
	"potential" double precision NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_reviewer_cells" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"forms" integer DEFAULT 0 NOT NULL,
	"graded" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"name_key" text NOT NULL,
	"mean" double precision GENERATED ALWAYS AS (total::float8 / nullif(graded, 0)) STORED,
	CONSTRAINT "analytics_reviewer_cells_pk" PRIMARY KEY("company_id","period_id","department_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_reviewer_counts" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"reviewers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_reviewer_counts_pk" PRIMARY KEY("company_id","period_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_stage_cells" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"stage" "stage" NOT NULL,
	"forms" integer DEFAULT 0 NOT NULL,
	"overall" integer[] NOT NULL,
	"calibrated" integer[] NOT NULL,
	"hipo_people" integer DEFAULT 0 NOT NULL,
	"hipo_decided" integer DEFAULT 0 NOT NULL,
	"hipo_yes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_stage_cells_pk" PRIMARY KEY("company_id","period_id","department_id","stage")
);
--> statement-breakpoint
CREATE TABLE "analytics_value_cells" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"self" integer[] NOT NULL,
	"manager" integer[] NOT NULL,
	CONSTRAINT "analytics_value_cells_pk" PRIMARY KEY("company_id","period_id","department_id","value_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_value_facts" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	"self_grade" smallint,
	"manager_grade" smallint
);
--> statement-breakpoint
CREATE TABLE "nine_box_cells" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"performance" double precision NOT NULL,
	"potential" double precision NOT NULL,
	"forms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nine_box_cells_pk" PRIMARY KEY("company_id","period_id","department_id","performance","potential")
);
--> statement-breakpoint
CREATE INDEX "analytics_form_facts_score_idx" ON "analytics_form_facts" USING btree ("company_id","period_id","performance","potential","last_name","first_name","form_id");--> statement-breakpoint
CREATE INDEX "analytics_form_facts_department_score_idx" ON "analytics_form_facts" USING btree ("company_id","period_id","department_id","performance","potential","last_name","first_name","form_id");--> statement-breakpoint
CREATE INDEX "analytics_reviewer_cells_name_idx" ON "analytics_reviewer_cells" USING btree ("company_id","period_id","department_id","name_key","reviewer_id") WHERE forms > 0;--> statement-breakpoint
CREATE INDEX "analytics_reviewer_cells_mean_idx" ON "analytics_reviewer_cells" USING btree ("company_id","period_id","department_id","mean","name_key","reviewer_id") WHERE forms > 0;--> statement-breakpoint
CREATE INDEX "analytics_reviewer_cells_mean_desc_idx" ON "analytics_reviewer_cells" USING btree ("company_id","period_id","department_id","mean" DESC NULLS LAST,"name_key","reviewer_id") WHERE forms > 0;--> statement-breakpoint
CREATE INDEX "analytics_reviewer_cells_people_idx" ON "analytics_reviewer_cells" USING btree ("company_id","period_id","department_id","graded","name_key","reviewer_id") WHERE forms > 0;--> statement-breakpoint
CREATE INDEX "analytics_reviewer_cells_people_desc_idx" ON "analytics_reviewer_cells" USING btree ("company_id","period_id","department_id","graded" DESC NULLS LAST,"name_key","reviewer_id") WHERE forms > 0;--> statement-breakpoint
CREATE INDEX "analytics_value_facts_form_idx" ON "analytics_value_facts" USING btree ("form_id");--> statement-breakpoint
-- The aggregates follow every change in the transaction that makes it, so that they always equal what a
-- recount of the forms would give at the same snapshot (tests/server/analytics-aggregates.test.ts checks
-- it after every kind of write). Two layers:
-- 1. analytics_form_facts, one row a form, is recomputed from the source rows for the forms a statement
--    touched (analytics_refresh_forms): forms created, deleted or moved (period, stage, reviewer, employee,
--    names), their manager grades, value and hipo items, and their employee's department.
--    With it, analytics_value_facts, one row a graded value item of a form past SELF
--    (analytics_refresh_values). Both are recomputed from the sources, never from each other, so the order
--    in which a cascade deletes a form's items, grades and the form itself does not matter.
-- 2. The cells are changed by the difference between the facts rows before and after, from the facts'
--    statement triggers (analytics_facts_changed, analytics_value_facts_changed).
-- Every trigger runs once per statement on its transition tables: a launch of 10,000 forms runs each once.
-- Counter rows are changed in key order within a statement, so two transactions never wait on each other
-- in a cycle. Cells that fall to zero stay (readers skip them), as form_counts does.

CREATE FUNCTION analytics_hist(grade integer, w integer) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[coalesce((grade = 0)::int, 0) * w, coalesce((grade = 1)::int, 0) * w, coalesce((grade = 2)::int, 0) * w,
    coalesce((grade = 3)::int, 0) * w, coalesce((grade = 4)::int, 0) * w, coalesce((grade = 5)::int, 0) * w]
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_hist_add(a integer[], b integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT ARRAY[a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4], a[5] + b[5], a[6] + b[6]]
$$;
--> statement-breakpoint
CREATE AGGREGATE analytics_hist_sum(integer[]) (SFUNC = analytics_hist_add, STYPE = integer[], INITCOND = '{0,0,0,0,0,0}');
--> statement-breakpoint

-- The value facts of the given forms' items as the items and forms now give them: an item of a form past
-- SELF has a row, any other has none.
CREATE FUNCTION analytics_refresh_values(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_value_facts x USING (SELECT DISTINCT unnest(ids) AS id) i
  WHERE x.form_id = i.id AND NOT EXISTS (
    SELECT 1 FROM form_value_items v JOIN assessment_forms f ON f.id = v.form_id
    WHERE v.id = x.item_id AND v.form_id = x.form_id AND f.stage <> 'SELF');
  INSERT INTO analytics_value_facts AS x (item_id, form_id, company_id, period_id, department_id, value_id, self_grade,
    manager_grade)
  SELECT v.id, v.form_id, f.company_id, f.period_id, coalesce(e.department_id, 0), v.value_id, v.self_grade,
    v.manager_grade
  FROM (SELECT DISTINCT unnest(ids) AS id) i
  JOIN assessment_forms f ON f.id = i.id
  JOIN form_value_items v ON v.form_id = f.id
  LEFT JOIN employee_in_positions e ON e.id = f.employee_id
  WHERE f.stage <> 'SELF'
  ORDER BY v.id
  ON CONFLICT (item_id) DO UPDATE SET form_id = excluded.form_id, company_id = excluded.company_id,
    period_id = excluded.period_id, department_id = excluded.department_id, value_id = excluded.value_id,
    self_grade = excluded.self_grade, manager_grade = excluded.manager_grade
  WHERE (x.form_id, x.company_id, x.period_id, x.department_id, x.value_id, x.self_grade, x.manager_grade)
    IS DISTINCT FROM (excluded.form_id, excluded.company_id, excluded.period_id, excluded.department_id,
      excluded.value_id, excluded.self_grade, excluded.manager_grade);
END $$;
--> statement-breakpoint

-- The facts of the given forms as their rows now give them; a form that no longer exists loses its row.
-- The ids are joined as a set (unnest), never tested with = ANY(ids): a statement that grades 100,000 forms
-- would otherwise compare every row with every id.
-- Performance and potential are the 9-box's formulas (server/src/modules/calibration/ninebox.ts), -1 where
-- they give none or the form is in SELF.
CREATE FUNCTION analytics_refresh_forms(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM analytics_form_facts x USING (SELECT DISTINCT unnest(ids) AS id) i
  WHERE x.form_id = i.id AND NOT EXISTS (SELECT 1 FROM assessment_forms f WHERE f.id = x.form_id);
  INSERT INTO analytics_form_facts AS x (form_id, company_id, period_id, department_id, reviewer_id, employee_id, stage,
    overall_grade, calibrated_grade, hipo_decided, hipo_yes, performance, potential, last_name, first_name)
  SELECT f.id, f.company_id, f.period_id, coalesce(e.department_id, 0), coalesce(f.reviewer_id, 0), f.employee_id,
    f.stage, g.overall_grade, g.calibrated_grade, coalesce(h.decided, 0), coalesce(h.yes, 0),
    CASE WHEN f.stage = 'SELF' THEN -1 ELSE coalesce(g.overall_grade::float8, vm.mean, -1) END,
    CASE WHEN f.stage = 'SELF' OR coalesce(h.decided, 0) = 0 THEN -1 ELSE h.yes::float8 / h.decided END,
    f.employee_last_name, f.employee_first_name
  FROM (SELECT DISTINCT unnest(ids) AS id) i
  JOIN assessment_forms f ON f.id = i.id
  LEFT JOIN employee_in_positions e ON e.id = f.employee_id
  LEFT JOIN form_manager_grades g ON g.form_id = f.id
  LEFT JOIN LATERAL (
    SELECT avg(v.manager_grade)::float8 AS mean FROM form_value_items v
    WHERE v.form_id = f.id AND v.manager_grade IS NOT NULL AND g.overall_grade IS NULL
  ) vm ON true
  LEFT JOIN LATERAL (
    SELECT count(hi.decision)::int AS decided, (count(*) FILTER (WHERE hi.decision = 'IS_HIPO'))::int AS yes
    FROM form_hipo_items hi WHERE hi.form_id = f.id
  ) h ON true
  ORDER BY f.id
  ON CONFLICT (form_id) DO UPDATE SET company_id = excluded.company_id, period_id = excluded.period_id,
    department_id = excluded.department_id, reviewer_id = excluded.reviewer_id, employee_id = excluded.employee_id,
    stage = excluded.stage, overall_grade = excluded.overall_grade, calibrated_grade = excluded.calibrated_grade,
    hipo_decided = excluded.hipo_decided, hipo_yes = excluded.hipo_yes, performance = excluded.performance,
    potential = excluded.potential, last_name = excluded.last_name, first_name = excluded.first_name
  WHERE (x.company_id, x.period_id, x.department_id, x.reviewer_id, x.employee_id, x.stage, x.overall_grade,
      x.calibrated_grade, x.hipo_decided, x.hipo_yes, x.performance, x.potential, x.last_name, x.first_name)
    IS DISTINCT FROM (excluded.company_id, excluded.period_id, excluded.department_id, excluded.reviewer_id,
      excluded.employee_id, excluded.stage, excluded.overall_grade, excluded.calibrated_grade, excluded.hipo_decided,
      excluded.hipo_yes, excluded.performance, excluded.potential, excluded.last_name, excluded.first_name);
  PERFORM analytics_refresh_values(ids);
END $$;
--> statement-breakpoint

-- The facts' difference as rows with a weight: the rows a statement added count +1, those it removed -1,
-- read from the trigger's transition tables (by EXECUTE, so one function serves the three events), whose
-- exact sizes the planner knows.
CREATE FUNCTION analytics_delta_sql(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS w FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS w FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS w FROM new_rows n UNION ALL SELECT o.*, -1 AS w FROM old_rows o'
  END
$$;
--> statement-breakpoint

-- The cells that count whole forms: stage, 9-box and reviewer cells (a reviewer's cell in the employee's
-- department and in the whole company, -1; the count of reviewers with forms changes with the cells whose
-- forms pass from zero or fall to it).
CREATE FUNCTION analytics_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d text := analytics_delta_sql(TG_OP);
BEGIN
  EXECUTE format($q$
    INSERT INTO analytics_stage_cells AS c (company_id, period_id, department_id, stage, forms, overall, calibrated,
      hipo_people, hipo_decided, hipo_yes)
    SELECT d.company_id, d.period_id, d.department_id, d.stage, sum(d.w),
      analytics_hist_sum(analytics_hist(d.overall_grade, d.w)), analytics_hist_sum(analytics_hist(d.calibrated_grade, d.w)),
      sum(d.w * (d.hipo_decided > 0)::int), sum(d.w * d.hipo_decided), sum(d.w * d.hipo_yes)
    FROM (%s) d
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, period_id, department_id, stage) DO UPDATE SET forms = c.forms + excluded.forms,
      overall = analytics_hist_add(c.overall, excluded.overall),
      calibrated = analytics_hist_add(c.calibrated, excluded.calibrated),
      hipo_people = c.hipo_people + excluded.hipo_people, hipo_decided = c.hipo_decided + excluded.hipo_decided,
      hipo_yes = c.hipo_yes + excluded.hipo_yes$q$, d);

  EXECUTE format($q$
    INSERT INTO nine_box_cells AS c (company_id, period_id, department_id, performance, potential, forms)
    SELECT d.company_id, d.period_id, d.department_id, d.performance, d.potential, sum(d.w)
    FROM (%s) d
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (company_id, period_id, department_id, performance, potential) DO UPDATE
    SET forms = c.forms + excluded.forms$q$, d);

  EXECUTE format($q$
    WITH r AS MATERIALIZED (
      SELECT d.company_id, d.period_id, s.department_id, d.reviewer_id, sum(d.w)::int AS forms,
        sum(d.w * (d.stage <> 'SELF' AND d.overall_grade IS NOT NULL)::int)::int AS graded,
        sum(d.w * CASE WHEN d.stage <> 'SELF' THEN coalesce(d.overall_grade, 0) ELSE 0 END)::int AS total
      FROM (%s) d
      CROSS JOIN LATERAL (VALUES (d.department_id), (-1)) s (department_id)
      WHERE d.reviewer_id <> 0
      GROUP BY 1, 2, 3, 4
    ), up AS (
      INSERT INTO analytics_reviewer_cells AS c (company_id, period_id, department_id, reviewer_id, forms, graded,
        total, name_key)
      SELECT r.company_id, r.period_id, r.department_id, r.reviewer_id, r.forms, r.graded, r.total,
        coalesce((SELECT coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)
          FROM employee_in_positions e JOIN users u ON u.id = e.user_id WHERE e.id = r.reviewer_id), '')
      FROM r WHERE (r.forms, r.graded, r.total) <> (0, 0, 0)
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, period_id, department_id, reviewer_id) DO UPDATE
      SET forms = c.forms + excluded.forms, graded = c.graded + excluded.graded, total = c.total + excluded.total
      RETURNING c.company_id, c.period_id, c.department_id, c.reviewer_id, c.forms
    ), moved AS (
      SELECT up.company_id, up.period_id, up.department_id,
        sum(CASE WHEN up.forms > 0 AND up.forms - r.forms <= 0 THEN 1
          WHEN up.forms <= 0 AND up.forms - r.forms > 0 THEN -1 ELSE 0 END)::int AS reviewers
      FROM up JOIN r USING (company_id, period_id, department_id, reviewer_id)
      GROUP BY 1, 2, 3
    )
    INSERT INTO analytics_reviewer_counts AS k (company_id, period_id, department_id, reviewers)
    SELECT * FROM moved WHERE reviewers <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, period_id, department_id) DO UPDATE SET reviewers = k.reviewers + excluded.reviewers$q$, d);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_facts_insert AFTER INSERT ON analytics_form_facts
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_facts_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_facts_delete AFTER DELETE ON analytics_form_facts
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_facts_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_facts_update AFTER UPDATE ON analytics_form_facts
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_facts_changed();
--> statement-breakpoint

-- The value cells from the value facts' difference.
CREATE FUNCTION analytics_value_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO analytics_value_cells AS c (company_id, period_id, department_id, value_id, items, self, manager)
    SELECT d.company_id, d.period_id, d.department_id, d.value_id, sum(d.w),
      analytics_hist_sum(analytics_hist(d.self_grade, d.w)), analytics_hist_sum(analytics_hist(d.manager_grade, d.w))
    FROM (%s) d
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, period_id, department_id, value_id) DO UPDATE
    SET items = c.items + excluded.items, self = analytics_hist_add(c.self, excluded.self),
      manager = analytics_hist_add(c.manager, excluded.manager)$q$, analytics_delta_sql(TG_OP));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_value_facts_insert AFTER INSERT ON analytics_value_facts
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_value_facts_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_value_facts_delete AFTER DELETE ON analytics_value_facts
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_value_facts_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_value_facts_update AFTER UPDATE ON analytics_value_facts
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_value_facts_changed();
--> statement-breakpoint

-- Forms.
CREATE FUNCTION analytics_forms_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(SELECT n.id FROM new_forms n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_forms_insert AFTER INSERT ON assessment_forms
REFERENCING NEW TABLE AS new_forms FOR EACH STATEMENT EXECUTE FUNCTION analytics_forms_inserted();
--> statement-breakpoint
CREATE FUNCTION analytics_forms_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_form_facts x USING old_forms o WHERE x.form_id = o.id;
  DELETE FROM analytics_value_facts x USING old_forms o WHERE x.form_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_forms_delete AFTER DELETE ON assessment_forms
REFERENCING OLD TABLE AS old_forms FOR EACH STATEMENT EXECUTE FUNCTION analytics_forms_deleted();
--> statement-breakpoint
-- Once per statement, and only for the forms whose counted columns changed: the many other writes to a
-- form (its version, its timestamps, its department's name) change nothing here.
CREATE FUNCTION analytics_forms_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(SELECT n.id FROM new_forms n JOIN old_forms o ON o.id = n.id
    WHERE (n.company_id, n.period_id, n.stage, n.reviewer_id, n.employee_id, n.employee_last_name, n.employee_first_name)
      IS DISTINCT FROM (o.company_id, o.period_id, o.stage, o.reviewer_id, o.employee_id, o.employee_last_name, o.employee_first_name)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_forms_update AFTER UPDATE ON assessment_forms
REFERENCING OLD TABLE AS old_forms NEW TABLE AS new_forms FOR EACH STATEMENT EXECUTE FUNCTION analytics_forms_updated();
--> statement-breakpoint

-- Value items: the facts of the forms past SELF given or losing items, and of those whose items' grades
-- changed (the value facts, and the performance). A launch's items, of forms in SELF, change nothing.
CREATE FUNCTION analytics_value_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(SELECT DISTINCT n.form_id FROM new_items n
    JOIN assessment_forms f ON f.id = n.form_id WHERE f.stage <> 'SELF'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_value_items_insert AFTER INSERT ON form_value_items
REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION analytics_value_items_inserted();
--> statement-breakpoint
CREATE FUNCTION analytics_value_items_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(SELECT DISTINCT o.form_id FROM old_items o
    JOIN assessment_forms f ON f.id = o.form_id WHERE f.stage <> 'SELF'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_value_items_delete AFTER DELETE ON form_value_items
REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION analytics_value_items_deleted();
--> statement-breakpoint
CREATE FUNCTION analytics_value_items_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(
    SELECT n.form_id FROM new_items n JOIN old_items o ON o.id = n.id
    WHERE (n.form_id, n.value_id, n.self_grade, n.manager_grade) IS DISTINCT FROM (o.form_id, o.value_id, o.self_grade, o.manager_grade)
    UNION SELECT o.form_id FROM new_items n JOIN old_items o ON o.id = n.id
    WHERE (n.form_id, n.value_id, n.self_grade, n.manager_grade) IS DISTINCT FROM (o.form_id, o.value_id, o.self_grade, o.manager_grade)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_value_items_update AFTER UPDATE ON form_value_items
REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION analytics_value_items_updated();
--> statement-breakpoint

-- Hipo items and manager grades: the facts of the forms whose decisions or grades changed.
CREATE FUNCTION analytics_hipo_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(SELECT DISTINCT n.form_id FROM new_items n WHERE n.decision IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_hipo_items_insert AFTER INSERT ON form_hipo_items
REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION analytics_hipo_items_inserted();
--> statement-breakpoint
CREATE FUNCTION analytics_hipo_items_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(SELECT DISTINCT o.form_id FROM old_items o WHERE o.decision IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_hipo_items_delete AFTER DELETE ON form_hipo_items
REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION analytics_hipo_items_deleted();
--> statement-breakpoint
CREATE FUNCTION analytics_hipo_items_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(
    SELECT n.form_id FROM new_items n JOIN old_items o ON o.id = n.id
    WHERE (n.form_id, n.decision) IS DISTINCT FROM (o.form_id, o.decision)
    UNION SELECT o.form_id FROM new_items n JOIN old_items o ON o.id = n.id
    WHERE (n.form_id, n.decision) IS DISTINCT FROM (o.form_id, o.decision)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_hipo_items_update AFTER UPDATE ON form_hipo_items
REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION analytics_hipo_items_updated();
--> statement-breakpoint
CREATE FUNCTION analytics_grades_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(SELECT DISTINCT n.form_id FROM new_grades n
    WHERE (n.overall_grade, n.calibrated_grade) IS DISTINCT FROM (NULL, NULL)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_grades_insert AFTER INSERT ON form_manager_grades
REFERENCING NEW TABLE AS new_grades FOR EACH STATEMENT EXECUTE FUNCTION analytics_grades_inserted();
--> statement-breakpoint
CREATE FUNCTION analytics_grades_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(SELECT DISTINCT o.form_id FROM old_grades o
    WHERE (o.overall_grade, o.calibrated_grade) IS DISTINCT FROM (NULL, NULL)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_grades_delete AFTER DELETE ON form_manager_grades
REFERENCING OLD TABLE AS old_grades FOR EACH STATEMENT EXECUTE FUNCTION analytics_grades_deleted();
--> statement-breakpoint
CREATE FUNCTION analytics_grades_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(
    SELECT n.form_id FROM new_grades n JOIN old_grades o ON o.id = n.id
    WHERE (n.form_id, n.overall_grade, n.calibrated_grade) IS DISTINCT FROM (o.form_id, o.overall_grade, o.calibrated_grade)
    UNION SELECT o.form_id FROM new_grades n JOIN old_grades o ON o.id = n.id
    WHERE (n.form_id, n.overall_grade, n.calibrated_grade) IS DISTINCT FROM (o.form_id, o.overall_grade, o.calibrated_grade)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_grades_update AFTER UPDATE ON form_manager_grades
REFERENCING OLD TABLE AS old_grades NEW TABLE AS new_grades FOR EACH STATEMENT EXECUTE FUNCTION analytics_grades_updated();
--> statement-breakpoint

-- A person moved to another department takes their forms' facts along; a position given to another user,
-- or a user renamed, renames the reviewer in the leniency cells.
CREATE FUNCTION analytics_positions_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer[];
  renamed integer[];
BEGIN
  -- One pass over the statement's rows (a hash join: an EXISTS would probe row by row).
  SELECT array_agg(n.id) FILTER (WHERE n.department_id IS DISTINCT FROM o.department_id),
    array_agg(n.id) FILTER (WHERE n.user_id <> o.user_id)
  INTO moved, renamed
  FROM new_positions n JOIN old_positions o ON o.id = n.id;
  IF moved IS NOT NULL THEN
    PERFORM analytics_refresh_forms(array(
      SELECT f.id FROM new_positions n JOIN assessment_forms f ON f.company_id = n.company_id AND f.employee_id = n.id
      WHERE n.id = ANY(moved)));
  END IF;
  IF renamed IS NOT NULL THEN
    UPDATE analytics_reviewer_cells c SET name_key = coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)
    FROM new_positions n JOIN users u ON u.id = n.user_id
    WHERE n.id = ANY(renamed) AND c.company_id = n.company_id AND c.reviewer_id = n.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_positions_update AFTER UPDATE ON employee_in_positions
REFERENCING OLD TABLE AS old_positions NEW TABLE AS new_positions FOR EACH STATEMENT EXECUTE FUNCTION analytics_positions_updated();
--> statement-breakpoint
CREATE FUNCTION analytics_users_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  renamed integer[];
BEGIN
  SELECT array_agg(n.id) INTO renamed FROM new_users n JOIN old_users o ON o.id = n.id
  WHERE (n.first_name, n.last_name, n.email) IS DISTINCT FROM (o.first_name, o.last_name, o.email);
  IF renamed IS NOT NULL THEN
    UPDATE analytics_reviewer_cells c SET name_key = coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)
    FROM users u JOIN employee_in_positions e ON e.user_id = u.id
    WHERE u.id = ANY(renamed) AND c.company_id = e.company_id AND c.reviewer_id = e.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_users_update AFTER UPDATE ON users
REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION analytics_users_updated();
--> statement-breakpoint

-- Forms made before this migration.
SELECT analytics_refresh_forms(array(SELECT id FROM assessment_forms ORDER BY id));
