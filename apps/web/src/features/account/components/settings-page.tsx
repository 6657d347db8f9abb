import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';

/** The frame of an account settings page. */
export function SettingsPage({
  title,
  subtitle,
  children,
  maxWidth = 'md',
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </Container>
  );
}
