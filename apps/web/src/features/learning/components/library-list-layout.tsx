import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListPagination } from './library-list-controls.tsx';

/**
 * The page of the scenario and curriculum lists: title and create button, the list controls,
 * one page of cards (or the empty state) and the pagination.
 */
export function LibraryListLayout<Item extends { id: string }>({
  title,
  subtitle,
  createLabel,
  createPath,
  controls,
  empty,
  list,
  renderCard,
}: {
  title: string;
  subtitle: string;
  createLabel: string;
  createPath: string;
  controls: ReactNode;
  empty: ReactNode;
  list: { objects: readonly Item[]; pages: number; page: number };
  renderCard: (item: Item) => ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to={createPath}>
            {createLabel}
          </Button>
        }
      />
      {controls}
      {list.objects.length === 0 ? (
        empty
      ) : (
        <Grid container spacing={2.5}>
          {list.objects.map((item) => (
            <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              {renderCard(item)}
            </Grid>
          ))}
        </Grid>
      )}
      <ListPagination pages={list.pages} page={list.page} />
    </Container>
  );
}
