-- The scale a form grades on (README, "Templates: grades on different scales"): the one its reviewer's summary
-- section names, else the first graded section's that names one, else the built-in Value0..Value5. The spec's
-- SMPL and STND templates name none, so their forms keep the built-in scale and every number they had.
CREATE FUNCTION form_scale_id(version_id integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT (e.s->>'scaleId')::int
  FROM review_template_versions v CROSS JOIN LATERAL jsonb_array_elements(v.sections) WITH ORDINALITY AS e(s, n)
  WHERE v.id = version_id AND e.s ? 'scaleId'
    AND e.s->>'kind' IN ('manager_summary', 'values', 'agreements', 'competencies', 'questions')
  ORDER BY e.s->>'kind' = 'manager_summary' DESC, e.n
  LIMIT 1
$$;
--> statement-breakpoint
-- A grade of a form on the built-in scale's 0..5: normalised by its own scale's position,
-- (grade - min) / (max - min), times 5; a grade on the built-in scale stays as it is.
CREATE FUNCTION grade_on_built_in_scale(version_id integer, grade float8) RETURNS float8 LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN grade IS NULL OR sc.hi IS NULL OR sc.hi = sc.lo THEN grade
    ELSE 5 * greatest(0::float8, least(1::float8, (grade - sc.lo) / (sc.hi - sc.lo))) END
  FROM (SELECT 1) one
  LEFT JOIN LATERAL (
    SELECT min((p->>'value')::float8) AS lo, max((p->>'value')::float8) AS hi
    FROM rating_scales r CROSS JOIN LATERAL jsonb_array_elements(r.points) p
    WHERE r.id = form_scale_id(version_id) AND NOT r.built_in
  ) sc ON true
$$;
--> statement-breakpoint
-- The label of a grade on the form's own scale, for a form on a company's scale (null on the built-in one).
CREATE FUNCTION form_grade_label(version_id integer, grade integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT p->'label'
  FROM rating_scales r CROSS JOIN LATERAL jsonb_array_elements(r.points) p
  WHERE grade IS NOT NULL AND r.id = form_scale_id(version_id) AND NOT r.built_in AND (p->>'value')::int = grade
  LIMIT 1
$$;
--> statement-breakpoint
-- The 9-box's performance of a form on a company's scale is its grade on the built-in scale (above), so that the
-- company's thresholds cut every form alike; the kept overall and calibrated grades, which analytics' grade
-- distributions and reviewer means add up, are those grades rounded to the built-in scale's points. 0017's
-- function with those formulas; forms on the built-in scale keep every value.
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
    f.stage, round(grade_on_built_in_scale(f.template_version_id, g.overall_grade::float8))::smallint,
    round(grade_on_built_in_scale(f.template_version_id, g.calibrated_grade::float8))::smallint,
    coalesce(h.decided, 0), coalesce(h.yes, 0),
    CASE WHEN f.stage = 'SELF' THEN -1
      ELSE coalesce(grade_on_built_in_scale(f.template_version_id,
        coalesce(g.calibrated_grade::float8, g.overall_grade::float8, vm.mean)), -1) END,
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
-- The forms already graded on a company's scale get their performance again.
SELECT analytics_refresh_forms(array(SELECT f.id FROM assessment_forms f WHERE form_scale_id(f.template_version_id) IS NOT NULL));
