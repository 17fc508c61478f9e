import { Button, IconButton, Tooltip, useMediaQuery } from '@mui/material';
import type { MouseEventHandler, ReactNode } from 'react';

export interface HeaderButtonProps {
  /** The accessible name; it holds the visible text, so speech and screen readers agree on what the button says. */
  label: string;
  icon: ReactNode;
  /** The text shown next to the icon from the `lg` width up. */
  text: ReactNode;
  endIcon?: ReactNode;
  onClick?: MouseEventHandler<HTMLElement>;
  hasPopup?: boolean;
  maxWidth?: number;
}

/**
 * A header button with an icon and a text; below a laptop's width only the icon, with the same name and a tooltip,
 * so the header's buttons leave the page's title room on a phone and a tablet.
 */
export function HeaderButton({ label, icon, text, endIcon, onClick, hasPopup, maxWidth }: HeaderButtonProps) {
  const wide = useMediaQuery((theme) => theme.breakpoints.up('lg'));
  const popup = hasPopup ? 'menu' : undefined;
  if (!wide) {
    return (
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup={popup} onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button
      color="inherit"
      startIcon={icon}
      endIcon={endIcon}
      onClick={onClick}
      aria-label={label}
      aria-haspopup={popup}
      sx={{ maxWidth, minWidth: 0, '& .MuiButton-startIcon': { flexShrink: 0 } }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{text}</span>
    </Button>
  );
}
