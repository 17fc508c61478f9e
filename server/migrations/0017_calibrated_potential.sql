ALTER TABLE "form_manager_grades" ADD COLUMN "calibrated_potential" double precision;
--> statement-breakpoint

-- The 9-box's potential is the one a locked calibration session placed the person at, where it moved them on
-- the potential axis, else the share of hipo decisions (server/src/modules/calibration/ninebox.ts). The
-- function is 0015's with that formula; the grade triggers below refresh a form whose calibrated potential
-- changes as they did for its grades.
CREATE OR REPLACE FUNCTION analytics_refresh_forms(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
    CASE WHEN f.stage = 'SELF' THEN -1
      ELSE coalesce(g.calibrated_grade::float8, g.overall_grade::float8, vm.mean, -1) END,
    CASE WHEN f.stage = 'SELF' THEN -1
      ELSE coalesce(g.calibrated_potential, h.yes::float8 / nullif(h.decided, 0), -1) END,
    f.employee_last_name, f.employee_first_name
  FROM (SELECT DISTINCT unnest(ids) AS id) i
  JOIN assessment_forms f ON f.id = i.id
  LEFT JOIN employee_in_positions e ON e.id = f.employee_id
  LEFT JOIN form_manager_grades g ON g.form_id = f.id
  LEFT JOIN LATERAL (
    SELECT avg(v.manager_grade)::float8 AS mean FROM form_value_items v
    WHERE v.form_id = f.id AND v.manager_grade IS NOT NULL AND g.calibrated_grade IS NULL AND g.overall_grade IS NULL
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
CREATE OR REPLACE FUNCTION analytics_grades_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(SELECT DISTINCT n.form_id FROM new_grades n
    WHERE (n.overall_grade, n.calibrated_grade, n.calibrated_potential) IS DISTINCT FROM (NULL, NULL, NULL)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_grades_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(SELECT DISTINCT o.form_id FROM old_grades o
    WHERE (o.overall_grade, o.calibrated_grade, o.calibrated_potential) IS DISTINCT FROM (NULL, NULL, NULL)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_grades_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(
    SELECT n.form_id FROM new_grades n JOIN old_grades o ON o.id = n.id
    WHERE (n.form_id, n.overall_grade, n.calibrated_grade, n.calibrated_potential)
      IS DISTINCT FROM (o.form_id, o.overall_grade, o.calibrated_grade, o.calibrated_potential)
    UNION SELECT o.form_id FROM new_grades n JOIN old_grades o ON o.id = n.id
    WHERE (n.form_id, n.overall_grade, n.calibrated_grade, n.calibrated_potential)
      IS DISTINCT FROM (o.form_id, o.overall_grade, o.calibrated_grade, o.calibrated_potential)));
  RETURN NULL;
END $$;
