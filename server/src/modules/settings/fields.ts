import { INT_MAX } from '../../db/sql.ts';
import { z } from 'zod';
import { coded } from '../../http/zod.ts';

/** A reference to another record of the company; one past the column's range is "no such record", not a 500. */
export const recordId = () => z.number().int().positive().max(INT_MAX, coded('no_record'));

/** The version a record was read at, sent back with every change (optimistic locking). */
export const versionField = () => z.number().int().positive().max(INT_MAX);
