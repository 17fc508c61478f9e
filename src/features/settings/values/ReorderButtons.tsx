import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useState, type MouseEvent, type ReactNode } from 'react';
import {
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useNotifyFailure } from '../../../api/errors.ts';
import type { CatalogueOut } from '../../../api/types.ts';
import type { CompanyDataProvider } from '../../../dataProvider.ts';

const ALL = { page: 1, perPage: 500 };

/** Swaps two neighbours in the full ordered list and sends the new order of every id to `reorder/`. */
export function swapped(ids: Identifier[], id: Identifier, step: -1 | 1): Identifier[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/**
 * Up/down arrows of a row. They only make sense on the plain list sorted by `order` (no filter), where
 * the row's neighbours on screen are its neighbours in the order.
 */
export function ReorderButtons() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const resource = useResourceContext();
  const record = useRecordContext<CatalogueOut>();
  const dataProvider = useDataProvider<CompanyDataProvider>();
  const list = useListContext<CatalogueOut>();
  const { data, page, perPage, total, sort } = list;
  const filterValues: unknown = list.filterValues;
  const [busy, setBusy] = useState(false);
  if (!record || !resource || !data) return null;

  const filtered = typeof filterValues === 'object' && filterValues !== null && Object.keys(filterValues).length > 0;
  const plainOrder = sort.field === 'order' && sort.order === 'ASC' && !filtered;
  const position = (page - 1) * perPage + data.findIndex((row) => row.id === record.id);

  const move = async (event: MouseEvent, step: -1 | 1) => {
    event.stopPropagation();
    setBusy(true);
    try {
      const all = await dataProvider.getList<CatalogueOut>(resource, {
        pagination: ALL,
        sort: { field: 'order', order: 'ASC' },
        filter: {},
      });
      const ids = swapped(
        all.data.map((row) => row.id),
        record.id,
        step,
      );
      if (ids) {
        await dataProvider.reorder(resource, ids);
        notify('app.values.reordered', { type: 'info' });
      }
      refresh();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const button = (step: -1 | 1, label: string, icon: ReactNode, disabled: boolean) => (
    <Tooltip title={translate(label)}>
      <span>
        <IconButton
          size="small"
          aria-label={translate(label)}
          disabled={busy || !plainOrder || disabled}
          onClick={(event) => void move(event, step)}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      {button(-1, 'app.values.move_up', <ArrowUpwardIcon fontSize="small" />, position <= 0)}
      {button(1, 'app.values.move_down', <ArrowDownwardIcon fontSize="small" />, position >= total - 1)}
    </Box>
  );
}
