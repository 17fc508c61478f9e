import { z } from 'zod';
import { coded } from '../../http/zod.ts';

/** The largest integer column value: a bigger id cannot name a record, a bigger version cannot match one. */
export const INT_MAX = 2_147_483_647;

/** A reference to another record of the company; one past the column's range is "no such record", not a 500. */
export const recordId = () => z.number().int().positive().max(INT_MAX, coded('no_record'));

/** The version a record was read at, sent back with every change (optimistic locking). */
export const versionField = () => z.number().int().positive().max(INT_MAX);
