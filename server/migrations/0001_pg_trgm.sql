-- Trigram indexes serve the ILIKE '%part%' name and text searches. PostgreSQL ships pg_trgm (a trusted
-- extension: the database owner may create it); the embedded PGlite loads it at start (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
