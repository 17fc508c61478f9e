import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Box, IconButton, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBasename } from 'react-admin';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { Link } from 'react-router-dom';
import type { GoalTreeNode } from '../../api/types.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { GoalProgress } from './GoalProgress.tsx';
import { goalPath } from './paths.ts';

type Children = Map<number | null, GoalTreeNode[]>;

/** The nodes by their parent; a node whose parent is not in the answer is a root. */
export function childrenOf(nodes: GoalTreeNode[]): Children {
  const ids = new Set(nodes.map((node) => node.id));
  const children: Children = new Map();
  for (const node of nodes) {
    const parent = node.parent !== null && ids.has(node.parent) ? node.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  return children;
}

function TreeBranch({ nodes, nested, depth }: { nodes: GoalTreeNode[]; nested: Children; depth: number }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: depth ? 3 : 0 }}>
      {nodes.map((node) => (
        <TreeNodeItem key={node.id} node={node} nested={nested} depth={depth} />
      ))}
    </Box>
  );
}

function TreeNodeItem({ node, nested, depth }: { node: GoalTreeNode; nested: Children; depth: number }) {
  const translate = useGoalsTranslate();
  const basename = useBasename();
  const [open, setOpen] = useState(depth < 1);
  const below = nested.get(node.id) ?? [];
  return (
    <li>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}>
        {below.length ? (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={`${translate(open ? 'app.goals.collapse' : 'app.goals.expand')}: ${node.title}`}
            onClick={() => setOpen(!open)}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <MuiLink component={Link} to={goalPath(basename, node.id)} sx={{ fontWeight: 600 }}>
            {node.title}
          </MuiLink>
          <Typography variant="body2" color="text.secondary">
            {translate(`app.goals.owner_kind.${node.owner_kind}`)} · {node.owner_name}
          </Typography>
        </Box>
        <Box sx={{ flex: '0 1 320px' }}>
          <GoalProgress progress={node.progress} health={node.health} />
        </Box>
      </Box>
      {open && below.length ? <TreeBranch nodes={below} nested={nested} depth={depth + 1} /> : null}
    </li>
  );
}

/** The company's goals the caller may read as a tree, by period and department. */
export function GoalTree({ period, department }: { period: number | null; department: number | null }) {
  const translate = useGoalsTranslate();
  const { api, companyId } = useCompanyApi();
  const query = { period: period ?? undefined, department: department ?? undefined };
  const tree = useQuery({ queryKey: queryKeys.goals.tree(companyId, query), queryFn: () => api.getGoalTree(query) });
  return (
    <QueryState query={tree}>
      {(data) => {
        if (!data.results.length) return <Alert severity="info">{translate('app.goals.tree_empty')}</Alert>;
        const nested = childrenOf(data.results);
        return (
          <Paper variant="outlined" sx={{ p: 1 }} component="nav" aria-label={translate('app.goals.tree_label')}>
            <TreeBranch nodes={nested.get(null) ?? []} nested={nested} depth={0} />
          </Paper>
        );
      }}
    </QueryState>
  );
}
