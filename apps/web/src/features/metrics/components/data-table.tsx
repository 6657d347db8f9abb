import Download from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '../csv.ts';

export type Column<Row> = {
  label: string;
  /** The value in the CSV file (and on screen unless `render` says otherwise). */
  value: (row: Row) => string | number | null;
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
};

/**
 * A table with its caption, its header cells scoped for screen readers, scrolling sideways on a
 * phone, and a button that downloads exactly its rows and columns as CSV.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  fileName,
  empty,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  fileName: string;
  empty?: string;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const shown = (value: string | number | null) =>
    value === null ? '–' : typeof value === 'number' ? number.format(value) : value;
  const exportCsv = () =>
    downloadCsv(
      `${fileName}.csv`,
      toCsv(
        columns.map((column) => column.label),
        rows.map((row) => columns.map((column) => column.value(row))),
      ),
    );
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1,
        }}
      >
        <Typography variant="h3" component="h2" id={`${fileName}-caption`}>
          {caption}
        </Typography>
        <Button
          size="small"
          startIcon={<Download />}
          onClick={exportCsv}
          disabled={rows.length === 0}
        >
          {t('metrics.exportCsv')}
        </Button>
      </Box>
      {rows.length === 0 && empty ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={`${fileName}-caption`}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.label}
                    scope="col"
                    align={column.numeric ? 'right' : 'left'}
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                  >
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((column, index) => (
                    <TableCell
                      key={column.label}
                      component={index === 0 ? 'th' : 'td'}
                      scope={index === 0 ? 'row' : undefined}
                      align={column.numeric ? 'right' : 'left'}
                      sx={{
                        fontVariantNumeric: 'tabular-nums',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {column.render ? column.render(row) : shown(column.value(row))}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
