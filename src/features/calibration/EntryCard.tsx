import { useDraggable } from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SessionPersonOut } from '../../api/types.ts';
import { cardOf, movedByHand } from './entries.ts';
import { PersonCard } from './PersonCard.tsx';

export const dragId = (formId: number) => `form-${formId}`;

type Props = {
  person: SessionPersonOut;
  editable: boolean;
  onMove: () => void;
  onGrade: () => void;
};

/**
 * A person on the calibration board: dragged by its handle (mouse, touch or keyboard), or moved and regraded
 * through its menu. A locked session shows the card alone.
 */
export function EntryCard({ person, editable, onMove, onGrade }: Props) {
  const translate = useTranslate();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: dragId(person.form_id),
    disabled: !editable,
    attributes: { roleDescription: translate('app.calibration.board.draggable') },
  });
  const name = person.full_name;
  const choose = (action: () => void) => () => {
    setMenu(null);
    action();
  };
  return (
    <div ref={setNodeRef}>
      <PersonCard
        person={cardOf(person)}
        dimmed={isDragging}
        note={movedByHand(person) ? translate('app.calibration.board.moved') : undefined}
        actions={
          editable ? (
            <>
              <IconButton
                ref={setActivatorNodeRef}
                size="small"
                sx={{ touchAction: 'none', cursor: 'grab', p: 0.25 }}
                {...attributes}
                {...listeners}
                aria-label={translate('app.calibration.board.drag', { name })}
              >
                <DragIndicatorIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                sx={{ p: 0.25 }}
                aria-label={translate('app.calibration.board.actions', { name })}
                aria-haspopup="menu"
                aria-expanded={menu ? 'true' : undefined}
                onClick={(event) => setMenu(event.currentTarget)}
              >
                <MoreVertIcon fontSize="small" />
              </IconButton>
              <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
                <MenuItem onClick={choose(onMove)}>{translate('app.calibration.board.move')}</MenuItem>
                <MenuItem onClick={choose(onGrade)}>{translate('app.calibration.board.change_grade')}</MenuItem>
              </Menu>
            </>
          ) : null
        }
      />
    </div>
  );
}
