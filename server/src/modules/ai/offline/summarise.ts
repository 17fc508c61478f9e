import type { SourceField, SummarySection } from '../ai.schemas.ts';
import { MIN_QUOTE } from '../grounding.ts';
import type { Author, DraftBullet, SourceItem, SummaryInput } from '../engine.ts';
import { saysLittle } from './hints.ts';
import { cuesOf, isInstruction, looksLikeGrade, type Cues } from './cues.ts';
import { originLabel, shown } from './labels.ts';
import { splitSentences } from './sentences.ts';
import { overlap, stemsOf } from './words.ts';

/**
 * The offline summary: the sentences of the form that carry most of it, quoted as written. A sentence
 * counts for more when it shares words with the rest of the form (what several people wrote about), when it
 * names a result or a change to make, when it has numbers, and when the reviewer wrote it in the strengths or
 * growth areas. It goes to strengths or growth areas by the field it is in, by the item's grades (as a
 * high/low signal) and by its own words.
 */

const PER_SECTION = 5;
/** Two sentences sharing this much of their words say the same thing: one bullet, both as sources. */
const SAME_THING = 0.5;
const MAX_SOURCES = 2;

type Candidate = {
  item: SourceItem;
  field: SourceField;
  author: Author;
  quote: string;
  order: number;
  stems: string[];
  section: SummarySection;
  score: number;
};

/**
 * The employee's answer to the review (agreement comment, words to the manager) reacts to the review; it is
 * not evidence about the work, so the summary leaves it out.
 */
const answersReview = (item: SourceItem, field: SourceField, author: Author) =>
  field === 'feedback_to_manager' || field === 'title' || (item.kind === 'feedback' && author === 'employee');

function sentencesOf(input: SummaryInput): Omit<Candidate, 'section' | 'score'>[] {
  const out: Omit<Candidate, 'section' | 'score'>[] = [];
  for (const item of input.items) {
    for (const t of item.texts) {
      if (answersReview(item, t.field, t.author)) continue;
      for (const s of splitSentences(t.text)) {
        const stems = stemsOf(s.text);
        if (s.text.length < MIN_QUOTE || stems.length < 2 || looksLikeGrade(s.text) || isInstruction(s.text)) continue;
        out.push({ item, field: t.field, author: t.author, quote: s.text, order: out.length, stems });
      }
    }
  }
  return out;
}

/** How central each sentence is: its mean TF-IDF cosine with every other sentence, scaled to 0..1. */
function centrality(docs: string[][]): number[] {
  const df = new Map<string, number>();
  for (const doc of docs) for (const s of new Set(doc)) df.set(s, (df.get(s) ?? 0) + 1);
  const vectors = docs.map((doc) => {
    const v = new Map<string, number>();
    for (const s of doc) v.set(s, (v.get(s) ?? 0) + 1);
    let norm = 0;
    for (const [s, tf] of v) {
      const w = tf * (Math.log((docs.length + 1) / ((df.get(s) ?? 0) + 1)) + 1);
      v.set(s, w);
      norm += w * w;
    }
    const n = Math.sqrt(norm) || 1;
    for (const [s, w] of v) v.set(s, w / n);
    return v;
  });
  const raw = vectors.map((a, i) => {
    let sum = 0;
    vectors.forEach((b, j) => {
      if (i === j) return;
      for (const [s, w] of a) sum += w * (b.get(s) ?? 0);
    });
    return docs.length > 1 ? sum / (docs.length - 1) : 0;
  });
  const max = Math.max(...raw, 0);
  return raw.map((r) => (max > 0 ? r / max : 0));
}

function sectionOf(c: Omit<Candidate, 'section' | 'score'>, cues: Cues): SummarySection {
  if (c.field === 'strengths') return 'strength';
  if (c.field === 'growth_areas') return 'growth_area';
  if (cues.growth > cues.strength) return 'growth_area';
  if (cues.strength > cues.growth) return c.field === 'recommendation' ? 'growth_area' : 'strength';
  if (c.field === 'recommendation' || c.item.signal === 'low') return 'growth_area';
  if (c.item.signal === 'high' || c.item.kind === 'result' || cues.numbers) return 'strength';
  return cues.growth > 0 ? 'growth_area' : 'strength';
}

function scored(c: Omit<Candidate, 'section' | 'score'>, central: number): Candidate {
  const cues = cuesOf(c.quote);
  const section = sectionOf(c, cues);
  const own = section === 'strength' ? cues.strength : cues.growth;
  const agrees = (c.item.signal === 'high') === (section === 'strength') && c.item.signal !== null;
  const words = c.stems.length;
  let score = central + 0.35 * Math.min(own, 3);
  if (cues.numbers && section === 'strength') score += 0.25;
  if (c.field === 'strengths' || c.field === 'growth_areas') score += 0.3;
  if (c.author === 'manager') score += 0.15;
  if (agrees) score += 0.2;
  if (saysLittle(c.quote)) score -= 0.4;
  if (words < 4) score -= 0.5;
  if (words > 30) score -= 0.3;
  return { ...c, section, score };
}

const itemKey = (c: Candidate) => `${c.item.kind}:${c.item.id}`;

/** The best sentences of a section: at most five, one per item first, a repeat joins its twin's bullet. */
function pick(candidates: Candidate[]): Candidate[][] {
  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.order - b.order);
  const bullets: Candidate[][] = [];
  const used = new Set<Candidate>();
  for (const pass of ['one per item', 'any'] as const) {
    for (const c of ranked) {
      if (used.has(c)) continue;
      const stems = new Set(c.stems);
      const twin = bullets.find((b) => b.some((o) => overlap(stems, new Set(o.stems)) >= SAME_THING));
      if (twin) {
        used.add(c);
        const sameText = twin.some((o) => itemKey(o) === itemKey(c) && o.field === c.field);
        if (!sameText && twin.length < MAX_SOURCES) twin.push(c);
        continue;
      }
      if (bullets.length >= PER_SECTION) break;
      if (pass === 'one per item' && bullets.some((b) => b.some((o) => itemKey(o) === itemKey(c)))) continue;
      used.add(c);
      bullets.push([c]);
    }
  }
  return bullets;
}

export function summarise(input: SummaryInput): DraftBullet[] {
  const sentences = sentencesOf(input);
  const central = centrality(sentences.map((s) => s.stems));
  const candidates = sentences.map((s, i) => scored(s, central[i]));
  const out: DraftBullet[] = [];
  for (const section of ['strength', 'growth_area'] as const) {
    for (const group of pick(candidates.filter((c) => c.section === section))) {
      const lead = group[0];
      out.push({
        section,
        text: `${originLabel(lead.item, lead.field, lead.author, input.lang)}: ${shown(lead.quote)}`,
        sources: group.map((c) => ({ kind: c.item.kind, id: c.item.id, field: c.field, quote: c.quote })),
      });
    }
  }
  return out;
}
