import { TablePagination, tablePaginationClasses } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { PAGE_SIZES, type Pager } from '../hooks/useAddressList.ts';

/** Where a list is, and how to move: from the address (useAddressList). */
/** A phone keeps the range and the buttons; the page size stays the address's (or the default). */
const PHONE_FIT = {
  [`.${tablePaginationClasses.selectLabel}, .${tablePaginationClasses.input}`]: { display: { xs: 'none', sm: 'flex' } },
};

export interface StaffPaginationProps extends Pager {
  count: number;
  /** The list holds more rows than `count`, which stops at the server's cap (a log): "of more than". */
  capped?: boolean;
}

/** A staff list's pager, counting pages from 1 as the address does, in the reader's language. */
export function StaffPagination({ count, capped = false, page, pageSize, onPage, onPageSize }: StaffPaginationProps) {
  const translate = useTranslate();
  const locale = useLocaleState()[0];
  return (
    <TablePagination
      component="div"
      count={count}
      page={page - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count: total }) =>
        capped
          ? translate('app.pagination.range_capped', { from, to, total: new Intl.NumberFormat(locale).format(total) })
          : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      showFirstButton
      showLastButton
      sx={PHONE_FIT}
    />
  );
}
