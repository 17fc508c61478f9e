import { useSearchParams } from 'react-router-dom';
import { statusOf } from '../api/errors.ts';
import { useFormDetail } from '../features/forms/queries.ts';
import { ReviewFormPage } from '../features/forms/ReviewFormPage.tsx';
import { FormNotFoundPage } from './AccessPages.tsx';

/**
 * `/performance-review/employee-dashboard/form/`: a form the server does not give the caller (someone else's, or
 * none at that number) is "not found" in words; the page itself reads the same query, so it is asked for once.
 */
export function ReviewFormRoute() {
  const [params] = useSearchParams();
  const query = useFormDetail(Number(params.get('id')) || null);
  if (query.isError && statusOf(query.error) === 404) return <FormNotFoundPage />;
  return <ReviewFormPage />;
}
