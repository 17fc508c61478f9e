import { Button, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNotifyFailure } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { GroupKey, NineBoxPersonOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import type { NineBoxRequest } from './api.ts';
import { CardList } from './NineBoxGrid.tsx';
import { PersonCard } from './PersonCard.tsx';

type Props = {
  group: GroupKey;
  /** The grid's own request, which gave this group's first page. */
  request: NineBoxRequest;
  count: number;
  people: NineBoxPersonOut[];
  pageSize: number;
  /** The thresholds' version: boxes hold other people once they change. */
  version: number;
};

/** A group's cards: the grid's first page, then further pages of this group only, on request. */
export function BoxPeople({ group, request, count, people, pageSize, version }: Props) {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const { api, companyId } = useCompanyApi();
  const more = useInfiniteQuery({
    queryKey: queryKeys.calibration.nineBox(companyId, { ...request, box: group, page_size: pageSize, version }),
    queryFn: async ({ pageParam }) => {
      const answer = await api.getNineBox({ ...request, box: group, page: pageParam, page_size: pageSize });
      return group === 'no_potential'
        ? answer.no_potential.people
        : (answer.boxes.find((box) => box.key === group)?.people ?? []);
    },
    initialPageParam: 2,
    getNextPageParam: (_last, pages) => pages.length + 2,
    enabled: false,
  });
  const shown = [...people, ...(more.data?.pages.flat() ?? [])];
  const left = count - shown.length;
  const loadMore = () => {
    const next = more.data ? more.fetchNextPage() : more.refetch();
    void next.then((result) => {
      if (result.isError) notifyFailure(result.error);
    });
  };
  if (!count) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.calibration.nine_box.empty_box')}
      </Typography>
    );
  }
  return (
    <CardList>
      {shown.map((person) => (
        <li key={person.form_id}>
          <PersonCard person={person} />
        </li>
      ))}
      {left > 0 ? (
        <li>
          <Button size="small" onClick={loadMore} disabled={more.isFetching}>
            {translate('app.calibration.nine_box.more', { smart_count: left })}
          </Button>
        </li>
      ) : null}
    </CardList>
  );
}
