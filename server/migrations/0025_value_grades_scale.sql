-- A form's value grades on the built-in 0..5 (README, "Templates: grades on different scales"): a form on a
-- company's template grades its values section on that section's scale (its scaleId, else the built-in one), and
-- a grade counts at its place on that scale, (grade - min) / (max - min) times 5, rounded to the built-in points,
-- so that the heatmap and the self-versus-manager gap compare forms on different scales. The spec's SMPL and STND
-- templates name no scale: their forms keep every value.
CREATE FUNCTION value_grade_on_built_in_scale(version_id integer, grade integer) RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN grade IS NULL OR sc.hi IS NULL OR sc.hi = sc.lo THEN grade::smallint
    ELSE round(5 * greatest(0::float8, least(1::float8, (grade - sc.lo) / (sc.hi - sc.lo))))::smallint END
  FROM (SELECT 1) one
  LEFT JOIN LATERAL (
    SELECT min((p->>'value')::float8) AS lo, max((p->>'value')::float8) AS hi
    FROM review_template_versions v CROSS JOIN LATERAL jsonb_array_elements(v.sections) e(s)
    JOIN rating_scales r ON r.id = (e.s->>'scaleId')::int AND NOT r.built_in
    CROSS JOIN LATERAL jsonb_array_elements(r.points) p
    WHERE v.id = version_id AND e.s->>'kind' = 'values' AND e.s ? 'scaleId'
  ) sc ON true
$$;
--> statement-breakpoint
-- 0013's function with the grades put on the built-in scale as above.
CREATE OR REPLACE FUNCTION analytics_refresh_values(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_value_facts x USING (SELECT DISTINCT unnest(ids) AS id) i
  WHERE x.form_id = i.id AND NOT EXISTS (
    SELECT 1 FROM form_value_items v JOIN assessment_forms f ON f.id = v.form_id
    WHERE v.id = x.item_id AND v.form_id = x.form_id AND f.stage <> 'SELF');
  INSERT INTO analytics_value_facts AS x
  SELECT v.id, v.form_id, f.company_id, f.period_id, coalesce(e.department_id, 0), v.value_id,
    value_grade_on_built_in_scale(f.template_version_id, v.self_grade),
    value_grade_on_built_in_scale(f.template_version_id, v.manager_grade)
  FROM assessment_forms f JOIN form_value_items v ON v.form_id = f.id
  LEFT JOIN employee_in_positions e ON e.id = f.employee_id
  WHERE f.id IN (SELECT unnest(ids)) AND f.stage <> 'SELF'
  ORDER BY v.id
  ON CONFLICT (item_id) DO UPDATE
  SET (form_id, company_id, period_id, department_id, value_id, self_grade, manager_grade) = (SELECT excluded.form_id,
    excluded.company_id, excluded.period_id, excluded.department_id, excluded.value_id, excluded.self_grade,
    excluded.manager_grade)
  WHERE row(x.*) IS DISTINCT FROM row(excluded.*);
END $$;
--> statement-breakpoint
-- A form's template version is counted too: it gives the scales its grades are put on 0..5 by.
CREATE OR REPLACE FUNCTION analytics_forms_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_forms(array(SELECT n.id FROM new_forms n JOIN old_forms o ON o.id = n.id
    WHERE (n.company_id, n.period_id, n.stage, n.reviewer_id, n.employee_id, n.employee_last_name, n.employee_first_name,
        n.template_version_id)
      IS DISTINCT FROM (o.company_id, o.period_id, o.stage, o.reviewer_id, o.employee_id, o.employee_last_name,
        o.employee_first_name, o.template_version_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The value facts of the forms already on a template whose values section names a scale are counted again.
SELECT analytics_refresh_values(array(
  SELECT f.id FROM assessment_forms f JOIN review_template_versions v ON v.id = f.template_version_id
  WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(v.sections) e(s) WHERE e.s->>'kind' = 'values' AND e.s ? 'scaleId')
  ORDER BY f.id));
