import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';

/** A page whose content arrives with its feature: the frame, the title and an empty state. */
export function PlaceholderPage({
  title,
  subtitle,
  icon,
  emptyTitle,
  emptyDescription,
  action,
}: {
  title: string;
  subtitle?: string;
  icon: ReactNode;
  emptyTitle: string;
  emptyDescription: string;
  action?: ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeader title={title} subtitle={subtitle} />
      <Card>
        <EmptyState icon={icon} title={emptyTitle} description={emptyDescription} action={action} />
      </Card>
    </Container>
  );
}
