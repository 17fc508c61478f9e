import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const DIRECTIONS: Partial<Record<string, readonly [number, number]>> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/** How far below a box's top a card lands: inside it however tall the box has grown. */
const LANDING = 60;

/**
 * The keyboard's arrows jump a lifted card from box to box rather than by a few pixels: to the nearest box in
 * the arrow's direction (a box further across the direction counts as further away). In the grid that is the
 * neighbouring box; on a phone, where the boxes stand in one column, up and down walk the column.
 */
export const boxToBox: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = DIRECTIONS[event.code];
  const from = context.collisionRect;
  if (!direction || !from) return undefined;
  event.preventDefault();
  const [dx, dy] = direction;
  const x = from.left + from.width / 2;
  const y = from.top + from.height / 2;
  let best: { x: number; y: number; score: number } | null = null;
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = context.droppableRects.get(container.id);
    if (!rect || container.id === context.over?.id) continue;
    const tx = rect.left + rect.width / 2;
    const ty = rect.top + Math.min(rect.height / 2, LANDING);
    const along = (tx - x) * dx + (ty - y) * dy;
    const across = Math.abs((tx - x) * dy) + Math.abs((ty - y) * dx);
    if (along <= 10) continue;
    const score = along + 2 * across;
    if (!best || score < best.score) best = { x: tx, y: ty, score };
  }
  return best ? { x: best.x - from.width / 2, y: best.y - from.height / 2 } : undefined;
};
