import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DepartmentOut as Department } from '../../api/types.ts';
import { ancestorIds, type TreeIndex } from './tree.ts';

type Props = {
  index: TreeIndex;
  selected: number | null;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onSelect: (id: number | null) => void;
};

type RowProps = {
  label: string;
  level: number;
  selected: boolean;
  /** The tree's one tab stop (roving tabindex); arrow keys move between rows. */
  tabStop: boolean;
  expandable: boolean;
  open: boolean;
  toggleLabel: string;
  onToggle: () => void;
  onSelect: () => void;
  secondary?: string;
  /** The number on the row, and what it counts (said as the row's description). */
  count: { text: string; title: string };
};

function TreeRow({
  label,
  level,
  selected,
  tabStop,
  expandable,
  open,
  toggleLabel,
  onToggle,
  onSelect,
  secondary,
  count,
}: RowProps) {
  const ref = useRef<HTMLDivElement>(null);
  const countId = useId();
  // A department chosen elsewhere (a link in the people list, a deep link) is brought into view.
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect();
    } else if (expandable && ((event.key === 'ArrowRight' && !open) || (event.key === 'ArrowLeft' && open))) {
      event.preventDefault();
      onToggle();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const rows = Array.from(
        ref.current?.closest('[role="tree"]')?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? [],
      );
      const at = rows.indexOf(event.currentTarget as HTMLElement);
      rows[at + (event.key === 'ArrowDown' ? 1 : -1)]?.focus();
    }
  };
  return (
    <Box
      ref={ref}
      role="treeitem"
      // The name is everything the row shows, in its order, so that it can be spoken to a voice control too.
      aria-label={[label, secondary, count.text].filter(Boolean).join(', ')}
      aria-describedby={countId}
      aria-level={level}
      aria-selected={selected}
      aria-expanded={expandable ? open : undefined}
      tabIndex={tabStop ? 0 : -1}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: (level - 1) * 2,
        pr: 1,
        py: 0.25,
        minHeight: 40,
        borderRadius: 1,
        cursor: 'pointer',
        bgcolor: selected ? 'action.selected' : undefined,
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {expandable ? (
        <IconButton
          size="small"
          aria-label={toggleLabel}
          onClick={(event) => {
            event.stopPropagation();
            onToggle();
          }}
        >
          {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box sx={{ width: 30, flexShrink: 0 }} />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: selected ? 600 : 400 }}>
          {label}
        </Typography>
        {/* Spaces between the parts, so that read as text the row is words, not "Продажи10". */}{' '}
        {secondary ? (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {secondary}
          </Typography>
        ) : null}
      </Box>{' '}
      <Chip
        id={countId}
        size="small"
        variant="outlined"
        label={count.text}
        title={count.title}
        aria-label={count.title}
      />
    </Box>
  );
}

/**
 * The department tree. Only expanded branches are rendered, so a company with thousands of departments
 * draws just what is open. The first row stands for the whole company.
 */
export function DepartmentTree({ index, selected, expanded, onToggle, onSelect }: Props) {
  const translate = useTranslate();
  const roots = index.children.get(null) ?? [];
  const companyTotal = roots.reduce((n, d) => n + (index.totals.get(d.id) ?? 0), 0);
  const selectedShown =
    selected !== null && index.byId.has(selected) && ancestorIds(index, selected).every((id) => expanded.has(id));

  const countOf = (department: Department) => {
    const total = index.totals.get(department.id) ?? 0;
    const own = department.employees_count;
    return {
      text: own === total ? String(own) : `${own} / ${total}`,
      title: translate('app.structure.tree.count_title', { own, total }),
    };
  };

  const renderNode = (department: Department, level: number): ReactNode => {
    const kids = index.children.get(department.id) ?? [];
    const open = expanded.has(department.id);
    return (
      <Box component="li" role="none" key={department.id} sx={{ listStyle: 'none' }}>
        <TreeRow
          label={department.name}
          level={level}
          selected={selected === department.id}
          tabStop={selected === department.id}
          expandable={kids.length > 0}
          open={open}
          toggleLabel={translate(open ? 'app.structure.tree.collapse' : 'app.structure.tree.expand', {
            name: department.name,
          })}
          onToggle={() => onToggle(department.id)}
          onSelect={() => onSelect(department.id)}
          secondary={
            department.head ? translate('app.structure.tree.head', { name: department.head.full_name }) : undefined
          }
          count={countOf(department)}
        />
        {open && kids.length ? (
          <Box component="ul" role="group" sx={{ m: 0, p: 0 }}>
            {kids.map((kid) => renderNode(kid, level + 1))}
          </Box>
        ) : null}
      </Box>
    );
  };

  return (
    <Box component="ul" role="tree" aria-label={translate('app.structure.tree.label')} sx={{ m: 0, p: 0 }}>
      <Box component="li" role="none" sx={{ listStyle: 'none' }}>
        <TreeRow
          label={translate('app.structure.tree.everyone')}
          level={1}
          selected={selected === null}
          tabStop={!selectedShown}
          expandable={false}
          open={false}
          toggleLabel=""
          onToggle={() => undefined}
          onSelect={() => onSelect(null)}
          count={{
            text: String(companyTotal),
            title: translate('app.structure.tree.company_total', { smart_count: companyTotal }),
          }}
        />
      </Box>
      {roots.map((root) => renderNode(root, 1))}
    </Box>
  );
}
