import { Step, StepLabel, Stepper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STAGES, type Stage } from './queries.ts';

/** SELF → MANAGER → FEEDBACK → COMPLETE, the current one active; a complete form has every step done. */
export function StageStepper({ stage }: { stage: Stage }) {
  const translate = useTranslate();
  return (
    <Stepper
      activeStep={stage === 'COMPLETE' ? STAGES.length : STAGES.indexOf(stage)}
      alternativeLabel
      aria-label={translate('app.form.stage_label')}
    >
      {STAGES.map((step) => (
        <Step key={step}>
          <StepLabel>{translate(`app.stages.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
