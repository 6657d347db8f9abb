import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../../test/i18n.ts';
import { DataTable } from './data-table.tsx';

beforeAll(setupTestI18n);

describe('a metrics table', () => {
  it('shows its numbers with the thousands separator of the interface language', () => {
    render(
      <DataTable
        caption="Students"
        fileName="students"
        rowKey={(row) => row.name}
        rows={[{ name: 'Ana', minutes: 1182, score: null }]}
        columns={[
          { label: 'Student', value: (row) => row.name },
          { label: 'Minutes', numeric: true, value: (row) => row.minutes },
          { label: 'Score', numeric: true, value: (row) => row.score },
        ]}
      />,
    );
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['1,182', '–']);
  });
});
