import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Member } from '../../http/access.ts';
import { managedEmployeeIdsSql } from '../structure/scope.ts';
import { managesPeople, seesWholeCompany } from '../../policy.ts';

/**
 * Whose 360 a member may see and manage, in SQL, so that the nomination, the answers and the results read
 * one rule. The arguments are columns (or expressions) of the statement: the person reviewed (an
 * employee_in_positions id) and the reviewer of their form in the period (which may be null).
 */

/**
 * Whether the member oversees the person: admins everyone of the company; a manager the people of their
 * chain and of the departments they head (structure/scope.ts), and anyone whose form in the period they
 * review (a delegation); nobody else. The person themselves is not their own manager.
 */
export function managesPersonSql(member: Member, person: SQLWrapper, formReviewer: SQLWrapper): SQL<boolean> {
  if (seesWholeCompany(member)) return sql<boolean>`true`;
  if (member.eipId === null) return sql<boolean>`false`;
  const me = member.eipId;
  const reviews = sql`coalesce(${formReviewer} = ${me} and ${person} <> ${me}, false)`;
  if (!managesPeople(member)) return sql<boolean>`${reviews}`;
  return sql<boolean>`(${reviews} or coalesce(${person} in ${managedEmployeeIdsSql(member.companyId, me)}, false))`;
}

/** Whether the person is the member themselves. */
export function isSelfSql(member: Member, person: SQLWrapper): SQL<boolean> {
  return sql<boolean>`coalesce(${person} = ${member.eipId ?? -1}, false)`;
}

/** The people whose 360 the member may see: themselves and whom they oversee (admins: everyone). */
export function seesPersonSql(member: Member, person: SQLWrapper, formReviewer: SQLWrapper): SQL<boolean> {
  if (seesWholeCompany(member)) return sql<boolean>`true`;
  return sql<boolean>`(${isSelfSql(member, person)} or ${managesPersonSql(member, person, formReviewer)})`;
}
