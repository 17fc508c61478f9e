import unhomoglyph from 'unhomoglyph';

/**
 * One rule for every name that must be unique (values, hipo skills, periods, departments, the import's
 * departments, position titles): two names are the same when their keys are equal, and look alike when their
 * skeletons are. The stored name stays as the person typed it; only the skeleton is stored beside it, under a
 * unique index per company and scope, so that two requests at once cannot both pass.
 */

/**
 * Characters that draw nothing: format characters (zero-width space and joiners, soft hyphen, direction marks
 * and overrides, word joiner, byte order mark) and the rest of Unicode's default-ignorable code points
 * (variation selectors, Hangul fillers), plus control characters.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;

/**
 * The key: compatibility forms folded (NFKC: full-width letters, ligatures, a decomposed "й" composed), the
 * invisible characters removed, every run of spaces one space, no space at the ends, and letter case folded
 * (upper then lower case folds "ß" to "ss" and a final sigma like any sigma).
 */
export function nameKey(name: string): string {
  const visible = name.replace(INVISIBLE, '').normalize('NFKC');
  const spaced = visible.replace(/\s+/gu, ' ').trim();
  return spaced.toUpperCase().toLowerCase().normalize('NFKC');
}

/**
 * The look-alike form of a name: the skeleton of Unicode TR39 (NFD, each character replaced by the prototype
 * it is confusable with, NFD again) of its key, with the mapping of confusables.txt that the unhomoglyph
 * package keeps. A Latin "o" in a Cyrillic word gives the same skeleton as the Cyrillic "о". Names with
 * equal keys have equal skeletons, so one unique index on the skeleton holds both rules.
 */
export function nameSkeleton(name: string): string {
  return unhomoglyph(nameKey(name).normalize('NFD')).normalize('NFD');
}

/** How a new name stands to a name already there: the same name, one that looks the same, or neither. */
export function nameClash(name: string, existing: string): 'same' | 'lookalike' | null {
  if (nameKey(name) === nameKey(existing)) return 'same';
  return nameSkeleton(name) === nameSkeleton(existing) ? 'lookalike' : null;
}

/** A name of invisible characters alone is as blank as an empty one. */
export const hasVisibleText = (name: string): boolean => nameKey(name) !== '';

/**
 * Names in use, by skeleton, for names that need not be unique (position titles: many people hold one): a new
 * name equal to one of them is that one, and one that only looks like one of them is its look-alike twin.
 */
export class LookalikeIndex {
  private readonly bySkeleton = new Map<string, string[]>();

  constructor(names: Iterable<string> = []) {
    for (const name of names) this.add(name);
  }

  add(name: string): void {
    if (!hasVisibleText(name)) return;
    const skeleton = nameSkeleton(name);
    const list = this.bySkeleton.get(skeleton);
    if (!list) this.bySkeleton.set(skeleton, [name]);
    else if (!list.includes(name)) list.push(name);
  }

  /** The name in use that this one looks like without being the same name, if any. */
  twin(name: string): string | undefined {
    if (!hasVisibleText(name)) return undefined;
    const list = this.bySkeleton.get(nameSkeleton(name)) ?? [];
    return list.some((other) => nameClash(name, other) === 'same')
      ? undefined
      : list.find((other) => nameClash(name, other) === 'lookalike');
  }
}
