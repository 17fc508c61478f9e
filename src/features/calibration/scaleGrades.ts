import { useTranslate } from 'react-admin';
import { scalePointsOf } from '../../../contract/calibration.ts';
import type { SessionPersonOut } from '../../api/types.ts';
import { useLocalizedText } from '../../hooks/useLocalizedText.ts';
import { GRADES } from './TargetCurveInputs.tsx';

/** The grades a person's form may be given: the points of its own scale, else the built-in 0..5. */
export const gradesOf = (person: Pick<SessionPersonOut, 'scale'>): number[] =>
  scalePointsOf(person) ?? GRADES.map(Number);

/** A grade as the dialogs name it: with its label on the form's own scale, else the built-in scale's name. */
export function useGradeText(): (person: Pick<SessionPersonOut, 'scale'>, grade: number) => string {
  const translate = useTranslate();
  const localized = useLocalizedText();
  return (person, grade) => {
    const point = person.scale?.find((p) => p.value === grade);
    return point ? `${grade} — ${localized(point.label)}` : translate(`app.calibration.grades.${grade}`);
  };
}
