-- A form carries a copy of its employee's names and department name (assessment_forms.employee_last_name,
-- employee_first_name, employee_department_name), so that the forms list sorts and searches through the
-- forms' own indexes. The database keeps the copy, not the application: whoever changes a person's names
-- (people edits, the import, a script), moves a position to another department or renames a department,
-- the forms follow in the same transaction.

-- A new form (a launch, the demo seed) takes the names of its employee as they are. It first takes, shared,
-- the company's structure lock (the advisory lock 73010 of server/src/modules/structure/lock.ts, which every
-- structure write takes exclusively), so that a rename committing while a launch runs cannot leave the
-- launch's forms with the old name: the launch waits for the rename, or the rename for the launch.
CREATE FUNCTION forms_fill_names() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person record;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(73010, NEW.company_id);
  SELECT u.first_name, u.last_name, d.name AS department_name INTO person
  FROM employee_in_positions e
  JOIN users u ON u.id = e.user_id
  LEFT JOIN departments d ON d.id = e.department_id
  WHERE e.id = NEW.employee_id;
  -- No such position: the foreign key refuses the row right after, with its own error.
  IF FOUND THEN
    NEW.employee_first_name := person.first_name;
    NEW.employee_last_name := person.last_name;
    NEW.employee_department_name := person.department_name;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER forms_fill_names BEFORE INSERT OR UPDATE OF employee_id ON assessment_forms
FOR EACH ROW EXECUTE FUNCTION forms_fill_names();
--> statement-breakpoint

-- Changes follow once per statement, set-based: an import renaming thousands of people runs one UPDATE.
-- The forms' version and updated_at stay: the copy is not an edit of the form.
CREATE FUNCTION forms_follow_user_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assessment_forms f
  SET employee_first_name = n.first_name, employee_last_name = n.last_name
  FROM new_users n
  JOIN old_users o ON o.id = n.id
  JOIN employee_in_positions e ON e.user_id = n.id
  WHERE (n.first_name, n.last_name) IS DISTINCT FROM (o.first_name, o.last_name)
    AND f.company_id = e.company_id AND f.employee_id = e.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_names_to_forms AFTER UPDATE ON users
REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
FOR EACH STATEMENT EXECUTE FUNCTION forms_follow_user_names();
--> statement-breakpoint

CREATE FUNCTION forms_follow_positions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assessment_forms f
  SET employee_first_name = u.first_name, employee_last_name = u.last_name, employee_department_name = d.name
  FROM new_positions n
  JOIN old_positions o ON o.id = n.id
  JOIN users u ON u.id = n.user_id
  LEFT JOIN departments d ON d.id = n.department_id
  WHERE (n.user_id, n.department_id) IS DISTINCT FROM (o.user_id, o.department_id)
    AND f.company_id = n.company_id AND f.employee_id = n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER positions_to_forms AFTER UPDATE ON employee_in_positions
REFERENCING OLD TABLE AS old_positions NEW TABLE AS new_positions
FOR EACH STATEMENT EXECUTE FUNCTION forms_follow_positions();
--> statement-breakpoint

CREATE FUNCTION forms_follow_department_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assessment_forms f
  SET employee_department_name = n.name
  FROM new_departments n
  JOIN old_departments o ON o.id = n.id
  JOIN employee_in_positions e ON e.company_id = n.company_id AND e.department_id = n.id
  WHERE n.name IS DISTINCT FROM o.name
    AND f.company_id = e.company_id AND f.employee_id = e.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER department_names_to_forms AFTER UPDATE ON departments
REFERENCING OLD TABLE AS old_departments NEW TABLE AS new_departments
FOR EACH STATEMENT EXECUTE FUNCTION forms_follow_department_names();
--> statement-breakpoint

-- Forms made before this migration.
UPDATE assessment_forms f
SET employee_first_name = u.first_name, employee_last_name = u.last_name, employee_department_name = d.name
FROM employee_in_positions e
JOIN users u ON u.id = e.user_id
LEFT JOIN departments d ON d.id = e.department_id
WHERE e.id = f.employee_id;
