-- form_counts follows every form created, deleted or moved to another stage, period or type, in the same
-- transaction, so that it always equals what counting the forms would give at the same snapshot.
-- Counter rows are changed in key order within a statement, so two transactions never wait on each other
-- in a cycle; concurrent moves between the same stages of one period queue for the row until commit.

CREATE FUNCTION form_counts_add_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO form_counts AS c (company_id, period_id, stage, type, n)
  SELECT company_id, period_id, stage, type, count(*) FROM created_forms
  GROUP BY company_id, period_id, stage, type
  ORDER BY company_id, period_id, stage, type
  ON CONFLICT (company_id, period_id, stage, type) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_counts_insert AFTER INSERT ON assessment_forms
REFERENCING NEW TABLE AS created_forms
FOR EACH STATEMENT EXECUTE FUNCTION form_counts_add_created();
--> statement-breakpoint

CREATE FUNCTION form_counts_remove_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO form_counts AS c (company_id, period_id, stage, type, n)
  SELECT company_id, period_id, stage, type, -count(*) FROM deleted_forms
  GROUP BY company_id, period_id, stage, type
  ORDER BY company_id, period_id, stage, type
  ON CONFLICT (company_id, period_id, stage, type) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_counts_delete AFTER DELETE ON assessment_forms
REFERENCING OLD TABLE AS deleted_forms
FOR EACH STATEMENT EXECUTE FUNCTION form_counts_remove_deleted();
--> statement-breakpoint

-- Per row, and only when a counted column changes: the many other writes to a form (its version, its
-- timestamps) do not run it at all.
CREATE FUNCTION form_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO form_counts AS c (company_id, period_id, stage, type, n)
  SELECT * FROM (VALUES
    (OLD.company_id, OLD.period_id, OLD.stage, OLD.type, -1),
    (NEW.company_id, NEW.period_id, NEW.stage, NEW.type, 1)
  ) AS d (company_id, period_id, stage, type, n)
  ORDER BY company_id, period_id, stage, type
  ON CONFLICT (company_id, period_id, stage, type) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_counts_update AFTER UPDATE OF company_id, period_id, stage, type ON assessment_forms
FOR EACH ROW
WHEN ((OLD.company_id, OLD.period_id, OLD.stage, OLD.type) IS DISTINCT FROM (NEW.company_id, NEW.period_id, NEW.stage, NEW.type))
EXECUTE FUNCTION form_counts_move();
--> statement-breakpoint

-- Forms made before this migration.
INSERT INTO form_counts (company_id, period_id, stage, type, n)
SELECT company_id, period_id, stage, type, count(*) FROM assessment_forms
GROUP BY company_id, period_id, stage, type;
