import { Alert, Button, Skeleton } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { statusOf, useErrorText } from '../api/errors.ts';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  skeletonHeight?: number;
}

/** Refusals that asking again will not change (not allowed, not there): no Retry for them. */
const LASTING = new Set([403, 404]);

/** Loading skeleton, the failure in words (with Retry unless it is a lasting refusal), or the data. */
export function QueryState<T>({ query, children, skeletonHeight = 120 }: QueryStateProps<T>) {
  const translate = useTranslate();
  const errorText = useErrorText();
  if (query.isPending) return <Skeleton variant="rounded" height={skeletonHeight} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          LASTING.has(statusOf(query.error) ?? 0) ? undefined : (
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {translate('app.retry')}
            </Button>
          )
        }
      >
        {translate('app.errors.load_failed')} {errorText(query.error)}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
