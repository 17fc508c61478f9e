import { Alert, Button, Skeleton } from '@mui/material';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CompanyDataProvider } from '../dataProvider.ts';
import { useCompany } from '../shell/session.tsx';

/** GET a company-scoped endpoint (`companies/companies/{id}/<path>`) through react-admin's data provider. */
export function useCompanyQuery<T>(path: string): UseQueryResult<T> {
  const dataProvider = useDataProvider<CompanyDataProvider>();
  const company = useCompany();
  return useQuery({
    queryKey: ['company', company.id, path],
    queryFn: () => dataProvider.companyGet<T>(path),
  });
}

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  skeletonHeight?: number;
}

/** Loading skeleton, a translated error with Retry, or the data. */
export function QueryState<T>({ query, children, skeletonHeight = 120 }: QueryStateProps<T>) {
  const translate = useTranslate();
  if (query.isPending) return <Skeleton variant="rounded" height={skeletonHeight} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => query.refetch()}>
            {translate('app.retry')}
          </Button>
        }
      >
        {translate('app.errors.load_failed')} {translate(query.error.message, { _: query.error.message })}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
