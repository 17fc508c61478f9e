import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { queryKeys } from '../../../api/queryKeys.ts';
import { adoptPrefetched, prefetchPageData } from '../../../shell/prefetch.ts';
import { ANALYTICS, COMPLETION, GAP, GRADES, HEATMAP, HIPO, OPTIONS } from './analytics-fixtures.ts';
import { API } from '../../../../tests/web/fixtures.ts';
import { server } from '../../../../tests/web/msw.ts';
import { PR } from '../../forms/tests/review-fixtures.ts';

it("starts the analytics page's first reads at once, for the period and department it will ask for", async () => {
  const asked: string[] = [];
  const answers = { completion: COMPLETION, grades: GRADES, heatmap: HEATMAP, gap: GAP, hipo: HIPO };
  server.use(
    http.get(`${API}/companies/companies/`, () => HttpResponse.json({ count: 0, results: [] })),
    http.get(`${PR}/assessment_forms/filter_options/`, () => HttpResponse.json(OPTIONS)),
    ...Object.entries(answers).map(([measure, answer]) =>
      http.get(`${ANALYTICS}/${measure}/`, ({ request }) => {
        asked.push(`${measure}${new URL(request.url).search}`);
        return HttpResponse.json(answer);
      }),
    ),
  );
  prefetchPageData({ pathname: '/c/1/performance-review/analytics/', search: '?department=4' });
  const client = new QueryClient();
  adoptPrefetched(client);
  // The active period (2) is the one the page picks when the address names none.
  const query = { period: 2, department: 4 };
  await waitFor(() => expect(client.getQueryData(queryKeys.analytics.measure(1, 'hipo', query))).toEqual(HIPO));
  expect(client.getQueryData(queryKeys.analytics.measure(1, 'completion', query))).toEqual(COMPLETION);
  expect(client.getQueryData(queryKeys.review.filterOptions(1))).toEqual(OPTIONS);
  expect(asked.sort()).toEqual(
    ['completion', 'gap', 'grades', 'heatmap', 'hipo'].map((m) => `${m}?period=2&department=4`),
  );
});
