import { Alert, Button, Skeleton } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useErrorText } from '../api/errors.ts';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  skeletonHeight?: number;
}

/** Loading skeleton, the failure in words with Retry, or the data. */
export function QueryState<T>({ query, children, skeletonHeight = 120 }: QueryStateProps<T>) {
  const translate = useTranslate();
  const errorText = useErrorText();
  if (query.isPending) return <Skeleton variant="rounded" height={skeletonHeight} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('app.retry')}
          </Button>
        }
      >
        {translate('app.errors.load_failed')} {errorText(query.error)}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
