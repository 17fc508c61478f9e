import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Box, Button, Chip, IconButton, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBasename } from 'react-admin';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { Link } from 'react-router-dom';
import type { GoalTreeNode } from '../../api/types.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { GoalProgress } from './GoalProgress.tsx';
import { countLabel } from './counts.ts';
import { goalPath } from './paths.ts';

/** Goals read a page at a time on each level of the tree. */
export const TREE_PAGE_SIZE = 25;

type Filters = { period?: number; department?: number };

/** A top goal with at most this many goals under it opens at first, as does the first of the company's. */
const FEW_CHILDREN = 5;

/**
 * One level of the tree, read when it is first shown: the top goals, or those under `parent`; "show more" reads the
 * level's next page.
 */
function TreeLevel({ filters, parent, depth }: { filters: Filters; parent?: number; depth: number }) {
  const translate = useGoalsTranslate();
  const { api, companyId } = useCompanyApi();
  const query = { ...filters, parent };
  const level = useInfiniteQuery({
    queryKey: queryKeys.goals.tree(companyId, query),
    queryFn: ({ pageParam }) => api.getGoalTree({ ...query, page: pageParam, page_size: TREE_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
  return (
    <QueryState query={level} skeletonHeight={depth ? 40 : 120}>
      {(data) => {
        const nodes = data.pages.flatMap((page) => page.results);
        if (!nodes.length && depth === 0) {
          const filtered = filters.period !== undefined || filters.department !== undefined;
          return <Alert severity="info">{translate(filtered ? 'app.goals.tree_empty' : 'app.goals.empty')}</Alert>;
        }
        const last = data.pages.at(-1);
        const rest = countLabel((last?.count ?? 0) - nodes.length, last?.count_capped ?? false);
        return (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: depth ? 3 : 0 }}>
            {nodes.map((node, index) => (
              <TreeNodeItem
                key={node.id}
                node={node}
                filters={filters}
                depth={depth}
                openAtFirst={
                  depth === 0 &&
                  node.child_count > 0 &&
                  ((index === 0 && node.owner_kind === 'company') || node.child_count <= FEW_CHILDREN)
                }
              />
            ))}
            {level.hasNextPage ? (
              <li>
                <Button
                  size="small"
                  disabled={level.isFetchingNextPage}
                  onClick={() => void level.fetchNextPage()}
                  sx={{ ml: 4 }}
                >
                  {translate('app.goals.tree_more', { count: rest })}
                </Button>
              </li>
            ) : null}
          </Box>
        );
      }}
    </QueryState>
  );
}

type NodeProps = { node: GoalTreeNode; filters: Filters; depth: number; openAtFirst: boolean };

function TreeNodeItem({ node, filters, depth, openAtFirst }: NodeProps) {
  const translate = useGoalsTranslate();
  const basename = useBasename();
  const [open, setOpen] = useState(openAtFirst);
  const children = countLabel(node.child_count, node.child_count_capped);
  return (
    <li>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}>
        {/* The arrow's room is kept on every row, so that a level's titles line up. */}
        <Box sx={{ width: 34, flex: 'none', display: 'flex', justifyContent: 'center' }}>
          {node.child_count ? (
            <IconButton
              size="small"
              aria-expanded={open}
              aria-label={`${translate(open ? 'app.goals.collapse' : 'app.goals.expand')}: ${node.title}`}
              onClick={() => setOpen(!open)}
            >
              {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
            </IconButton>
          ) : null}
        </Box>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <MuiLink component={Link} to={goalPath(basename, node.id)} sx={{ fontWeight: 600 }}>
            {node.title}
          </MuiLink>
          {node.status === 'draft' ? (
            <Chip size="small" variant="outlined" label={translate('app.goals.tree_draft')} sx={{ ml: 1 }} />
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {translate(`app.goals.owner_kind.${node.owner_kind}`)} · {node.owner_name}
            {filters.period === undefined ? ` · ${node.period_name}` : ''}
            {node.child_count ? ` · ${translate('app.goals.tree_children', { count: children })}` : ''}
          </Typography>
        </Box>
        <Box sx={{ flex: '0 1 320px' }}>
          <GoalProgress progress={node.progress} health={node.health} />
        </Box>
      </Box>
      {open && node.child_count ? <TreeLevel filters={filters} parent={node.id} depth={depth + 1} /> : null}
    </li>
  );
}

/** The company's goals the caller may read as a tree by period and department, each level read as it opens. */
export function GoalTree({ period, department }: { period: number | null; department: number | null }) {
  const translate = useGoalsTranslate();
  const filters = { period: period ?? undefined, department: department ?? undefined };
  return (
    <Paper variant="outlined" sx={{ p: 1 }} component="nav" aria-label={translate('app.goals.tree_label')}>
      <TreeLevel filters={filters} depth={0} />
    </Paper>
  );
}
