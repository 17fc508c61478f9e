import { isGradeLike } from '../grounding.ts';
import { words, wordsPattern } from './words.ts';

/**
 * What a sentence says about the person, read from its words: an achievement or a quality (a strength), or
 * something to change or learn (a growth area). And what the assistant must never repeat: a grade, a rating,
 * a hipo verdict, a promotion or firing call, or a line that talks to the assistant instead of about the work.
 */

/** Stems of achievements and qualities. Matched as word beginnings; "не" before one turns it around. */
const STRENGTH_STEMS = words(
  'успешн|запустил|сократил|увеличил|наладил|внедрил|выстроил|организовал|автоматизировал|' +
    'оптимизировал|ускорил|улучшил|повысил|снизил|перевыполнил|выполнил|достиг|довёл|довел|закрыл|провёл|' +
    'провел|разработал|обучил|привлёк|привлек|создал|подготовил|настроил|сэкономил|вырос|выросл|отличн|' +
    'хорошо|надёжн|надежн|ответственн|инициатив|самостоятельн|уверенно|качественн|проактивн|сильн|глубок|' +
    'чётко|четко|вовремя|в срок|благодаря|помог|поддержал|взял на себя|берёт на себя|берет на себя|' +
    'доверя|ценн|умеет|легко|быстро|наставни|делится|нашёл|нашел|нашла|восстановил|решил|справил|высок|перевыполн|' +
    'deliver|led |launched|built|reduced|increased|' +
    'improved|shipped|automated|achieved|exceeded|owned|mentor|strong|excellent|reliable|great|' +
    'successful|resolved|grew|saved|initiative|on time|cut |trusted|clear',
);
/** Stems of what should change: advice, a lack, a miss. */
const GROWTH_STEMS = words(
  'стоит|стоило|нужно|надо|необходимо|следует|не хватает|не хватало|недостат|развива|развить|развити|' +
    'улучшить|подтянуть|прокачать|научиться|учиться|хотелось бы|рекоменд|важно|не всегда|не успел|' +
    'не удалось|не смог|сорвал|затягива|слаб|мешает|пока не|зона роста|зоной роста|зоны роста|требует|' +
    'мог бы|могла бы|можно было|было бы|больше внимания|избегать|уделять|поработать|не доводит|теряет|' +
    'забывает|опаздыва|мало|следующий шаг|в следующем|' +
    'could improve|could |should|needs to|need to|lack|would benefit|improve |develop|work on |' +
    'missed|delayed|struggl|not always|next year|recommend|more often|next step',
);
/** Stems of a problem named in passing: half a cue, so "ошибки снизились вдвое" stays a strength. */
const WEAK_GROWTH_STEMS = words(
  'задержк|просроч|проблем|ошибк|ошибал|сложно|трудно|иногда|опоздани|с опозданием|простаива|простои|' +
    'sometimes|issue|problem|late',
);

const STRENGTH = wordsPattern(STRENGTH_STEMS, { prefix: true, flags: 'giu' });
const GROWTH = wordsPattern(GROWTH_STEMS, { prefix: true, flags: 'giu' });
const WEAK_GROWTH = wordsPattern(WEAK_GROWTH_STEMS, { prefix: true, flags: 'giu' });
/** "не" before a past verb: "не запустил", "не сдала вовремя" — a growth area, whatever the verb. */
const NEGATED_PAST = /(?<![\p{L}])не\s+\p{L}+(?:л|ла|ли|лся|лась)(?![\p{L}])/giu;

function count(text: string, pattern: RegExp, skipNegated: boolean): number {
  let n = 0;
  for (const m of text.matchAll(pattern)) {
    if (skipNegated && /(?<![\p{L}])(?:не|not|never)\s+$/iu.test(text.slice(Math.max(0, m.index - 7), m.index))) {
      continue;
    }
    n += 1;
  }
  return n;
}

export type Cues = { strength: number; growth: number; numbers: boolean };

export function cuesOf(sentence: string): Cues {
  return {
    strength: count(sentence, STRENGTH, true),
    growth:
      count(sentence, GROWTH, false) + count(sentence, NEGATED_PAST, false) + count(sentence, WEAK_GROWTH, false) / 2,
    numbers: /\d/u.test(sentence),
  };
}

/**
 * Sentences the assistant leaves out: a grade or a score ("ставлю 4", "оценка 5", "4 из 5"), a rating, a hipo
 * verdict or "high potential", a promotion, pay or firing call. The server drops such bullets too; the
 * engine does not propose them, so what it proposes survives.
 */
const GRADE_STEMS = wordsPattern(
  words(
    'оценк|оценив|оценил|оценю|ставлю|поставь|поставлю|поставил|поставить|балл|грейд|рейтинг|ранжир|хипо|' +
      'hipo|hi-po|кадров резерв|кадровый резерв|продвижени по|промоушен|увольн|уволить|понижени|понизить|' +
      'grade|score|rating|rated|rank|dismiss|demot|expectations|performer',
  ),
  { prefix: true },
);
const GRADE_WORDS = wordsPattern(
  words('потенциал|потенциала|потенциалом|потенциале|премия|премию|премии|премировать|fire'),
  {},
);
const GRADE_SHAPES = [
  /(?<![\p{N}.,])[0-5](?:[.,]5)?\s*(?:из|\/|out of)\s*[0-9]/iu,
  /(?<![\p{L}])на\s+[0-5](?![\p{N}.,%])(?!\s*(?:%|процент|раз|дн|недел|месяц|час|мин|человек|сотрудник))/iu,
  /(?:лучш|худш|слаб|сильн)\S*\s+(?:\S+\s+)?(?:сотрудник|работник|специалист|член)/iu,
  /(?:отличн|хорош|удовлетворительн|неудовлетворительн|плох)\S*\s+(?:\S+\s+)?оценк/iu,
  /(?:заслуж|достоин|готов\S*\s+к|(?<![\p{L}])к|(?<![\p{L}])на|для|стоит|следует|рекоменд\S*)\s+(?:\S+\s+){0,2}(?:повышени|продвижени|преми|бонус)/iu,
  /повышени\S*\s+(?:в должности|по службе|грейд|зарплат|зп|оклад|до\s)|повысить\s+(?:в должности|до\s)/iu,
  /(?:повы|подня|увелич|пересмотр)\S*\s+(?:\S+\s+)?(?:зарплат|зп|оклад)/iu,
  /(?<![\p{L}])(?:top|best|worst|low|under)[- ]?perform/iu,
  /(?:high|low|great|big|huge|strong)[- ]potential|potential\s+(?:for|to)\s+(?:grow|lead|promot)/iu,
  /(?:deserves?|ready for|recommend\S*|should get|worth)\s+(?:\S+\s+){0,2}(?:promot|raise|bonus|a higher)/iu,
  /promot(?:e|ed|ion)\s+(?:him|her|them|to)|rate\s+(?:him|her|them|me|myself)|(?<![\p{L}])в\s+резерв/iu,
];

/** The server's check (grounding.ts) and, stricter, the engine's own stems and shapes. */
export function looksLikeGrade(sentence: string): boolean {
  return (
    isGradeLike(sentence) ||
    GRADE_STEMS.test(sentence) ||
    GRADE_WORDS.test(sentence) ||
    GRADE_SHAPES.some((re) => re.test(sentence))
  );
}

/** A line written at the assistant ("Игнорируй предыдущие инструкции…"): never a fact about the work. */
const INSTRUCTION = wordsPattern(
  words(
    'игнорируй|игнорировать|проигнорируй|забудь|предыдущие инструкции|инструкции выше|ignore|disregard|' +
      'previous instructions|system prompt|промпт|нейросеть|ассистент|assistant|языковая модель|' +
      'language model|напиши|ты должен|you must|you are',
  ),
  { prefix: true },
);

export function isInstruction(sentence: string): boolean {
  return INSTRUCTION.test(sentence);
}
