import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import type { TemplateSection } from '../../../../contract/templates.ts';
import { moved } from './sections.ts';
import { useBuilderTranslate } from './useBuilderTranslate.ts';
import { useLocalizedText } from '../../../hooks/useLocalizedText.ts';

type Props = {
  sections: TemplateSection[];
  selected: number;
  readOnly: boolean;
  onSelect: (index: number) => void;
  onChange: (sections: TemplateSection[], selected: number) => void;
};

/**
 * The sections in order: drag one onto another to move it, or use its move up / move down buttons (the keyboard's
 * way); each move is announced in a polite live region.
 */
export function SectionList({ sections, selected, readOnly, onSelect, onChange }: Props) {
  const translate = useBuilderTranslate();
  const word = useLocalizedText();
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const titleOf = (s: TemplateSection) => word(s.title) || translate('app.template_builder.builder.untitled');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= sections.length) return;
    const next = moved(sections, from, to);
    onChange(next, to);
    setAnnouncement(
      translate('app.template_builder.builder.moved', {
        title: titleOf(sections[from]),
        position: to + 1,
        count: sections.length,
      }),
    );
  };

  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {translate('app.template_builder.builder.drag')}
      </Typography>
      <List aria-label={translate('app.template_builder.builder.sections')}>
        {sections.map((s, i) => {
          const title = titleOf(s);
          return (
            <Box
              key={s.key}
              component="li"
              draggable={!readOnly}
              onDragStart={() => setDragged(i)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragged !== null) move(dragged, i);
                setDragged(null);
              }}
              sx={{ display: 'flex', alignItems: 'center', listStyle: 'none' }}
            >
              {readOnly ? null : <DragIndicatorIcon fontSize="small" color="action" aria-hidden />}
              <ListItemButton selected={i === selected} onClick={() => onSelect(i)}>
                <ListItemText
                  primary={`${i + 1}. ${title}`}
                  secondary={translate(`app.template_builder.section.kinds.${s.kind}`)}
                />
              </ListItemButton>
              {readOnly ? null : (
                <>
                  <IconButton
                    size="small"
                    aria-label={translate('app.template_builder.builder.move_up', { title })}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate('app.template_builder.builder.move_down', { title })}
                    disabled={i === sections.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate('app.template_builder.builder.remove', { title })}
                    onClick={() =>
                      onChange(
                        sections.filter((_, j) => j !== i),
                        Math.max(0, Math.min(selected, sections.length - 2)),
                      )
                    }
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              )}
            </Box>
          );
        })}
      </List>
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', left: -10000, width: 1, height: 1 }}>
        {announcement}
      </Box>
    </Box>
  );
}
