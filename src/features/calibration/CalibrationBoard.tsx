import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { Box, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { BoxKey, SessionDetailOut, SessionPersonOut } from '../../api/types.ts';
import type { Cell } from './boxes.ts';
import { cardOf, cellOf } from './entries.ts';
import { dragId, EntryCard } from './EntryCard.tsx';
import { GradeDialog, MoveDialog } from './EntryDialogs.tsx';
import { boxToBox } from './keyboardBoxes.ts';
import { BoxFrame, CardList, NineBoxGrid, NoPotentialSection } from './NineBoxGrid.tsx';
import { PersonCard } from './PersonCard.tsx';

/** The pointer's box when there is a pointer; the box the card overlaps most when the keyboard moves it. */
const collisions: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length ? under : rectIntersection(args);
};

function DropBox({ cell, count, children }: { cell: Cell; count: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: cell.key });
  return (
    <BoxFrame cell={cell} count={count} frameRef={setNodeRef} highlighted={isOver}>
      {children}
    </BoxFrame>
  );
}

type Dialog = { kind: 'move' | 'grade'; formId: number; target: BoxKey | null };

/**
 * The session's 9-box: each person a card dragged to another box (a drop asks for the reason before anything
 * is saved), or moved and regraded from its menu; those without potential data below, to be placed by hand.
 */
export function CalibrationBoard({ session }: { session: SessionDetailOut }) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dragged, setDragged] = useState<SessionPersonOut | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boxToBox }),
  );
  const people = new Map(session.people.map((person) => [dragId(person.form_id), person]));
  const byForm = new Map(session.people.map((person) => [person.form_id, person]));
  const editable = session.me.can_edit;
  const personOf = (id: UniqueIdentifier) => people.get(String(id));
  const nameOf = (id: UniqueIdentifier) => personOf(id)?.full_name ?? '';
  const boxName = (id: UniqueIdentifier) => {
    const cell = cellOf(String(id));
    return cell ? translate(`app.calibration.boxes.${cell.key}`) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => translate('app.calibration.board.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? translate('app.calibration.board.over', { name: nameOf(active.id), box: boxName(over.id) })
        : translate('app.calibration.board.outside', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? translate('app.calibration.board.dropped', { name: nameOf(active.id), box: boxName(over.id) })
        : translate('app.calibration.board.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => translate('app.calibration.board.cancelled', { name: nameOf(active.id) }),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const person = personOf(active.id);
    const target = over ? cellOf(String(over.id)) : null;
    if (person && target && target.key !== person.final.box)
      setDialog({ kind: 'move', formId: person.form_id, target: target.key });
  };
  const cards = (formIds: number[]) => (
    <CardList>
      {formIds.map((formId) => {
        const person = byForm.get(formId);
        return person ? (
          <li key={formId}>
            <EntryCard
              person={person}
              editable={editable}
              onMove={() => setDialog({ kind: 'move', formId, target: null })}
              onGrade={() => setDialog({ kind: 'grade', formId, target: null })}
            />
          </li>
        ) : null;
      })}
    </CardList>
  );
  const open = dialog ? byForm.get(dialog.formId) : undefined;
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={({ active }) => setDragged(personOf(active.id) ?? null)}
        onDragEnd={dropped}
        onDragCancel={() => setDragged(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: translate('app.calibration.board.instructions') },
        }}
      >
        <NineBoxGrid
          renderBox={(cell) => {
            const box = session.boxes.find((candidate) => candidate.key === cell.key);
            return (
              <DropBox cell={cell} count={box?.count ?? 0}>
                {box?.count ? (
                  cards(box.form_ids)
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.calibration.nine_box.empty_box')}
                  </Typography>
                )}
              </DropBox>
            );
          }}
        />
        {session.no_potential.count ? (
          <Box sx={{ mt: 2 }}>
            <NoPotentialSection id="session-no-potential" heading="h3" count={session.no_potential.count}>
              {cards(session.no_potential.form_ids)}
            </NoPotentialSection>
          </Box>
        ) : null}
        <DragOverlay>{dragged ? <PersonCard person={cardOf(dragged)} /> : null}</DragOverlay>
      </DndContext>
      {dialog && open && dialog.kind === 'move' ? (
        <MoveDialog
          sessionId={session.id}
          person={open}
          target={dialog.target}
          thresholds={session.thresholds}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog && open && dialog.kind === 'grade' ? (
        <GradeDialog sessionId={session.id} person={open} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
