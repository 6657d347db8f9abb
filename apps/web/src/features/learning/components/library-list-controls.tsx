import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import { CEFR_LEVELS } from '../list-params.ts';
import { type LanguageOption, LanguageSelect } from './language-select.tsx';

/** Sets one list parameter in the URL; any change but the page itself goes back to page 1. */
export function useSetListParam(): (key: string, value: string | null) => void {
  const [searchParams, setSearchParams] = useSearchParams();
  return (key, value) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearchParams(next);
  };
}

export type LibraryListLabels = {
  scopeAll: string;
  scopeMine: string;
  scopeLibrary: string;
  language: string;
  anyLanguage: string;
  level: string;
  anyLevel: string;
  sortBy: string;
};

type LibraryListControlsProps = {
  labels: LibraryListLabels;
  /** "FIELD:ORDER" → label, in menu order. */
  sortLabels: Record<string, string>;
  languages: readonly LanguageOption[];
  filter: { scope: string; languageId?: string | undefined; level?: string | undefined };
  sortValue: string;
};

/**
 * The scope tabs, search, language, level and sort of the scenario and curriculum lists; every
 * value lives in the URL so a list can be shared and reloaded as it is.
 */
export function LibraryListControls({
  labels,
  sortLabels,
  languages,
  filter,
  sortValue,
}: LibraryListControlsProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const setParam = useSetListParam();
  return (
    <>
      <Tabs
        value={filter.scope}
        onChange={(_, scope: string) => setParam('scope', scope === 'ALL' ? null : scope)}
        sx={{ mb: 2 }}
      >
        <Tab value="ALL" label={labels.scopeAll} />
        <Tab value="MINE" label={labels.scopeMine} />
        <Tab value="LIBRARY" label={labels.scopeLibrary} />
      </Tabs>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { md: 'center' } }}
      >
        <Box component={Form} role="search" sx={{ flex: 1, minWidth: { md: 240 } }}>
          {[...searchParams.entries()]
            .filter(([key]) => key !== 'q' && key !== 'page')
            .map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={value} />
            ))}
          <TextField
            name="q"
            type="search"
            fullWidth
            defaultValue={searchParams.get('q') ?? ''}
            label={t('common.search')}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <LanguageSelect
          label={labels.language}
          languages={languages}
          value={filter.languageId ?? ''}
          onChange={(id) => setParam('language', id || null)}
          emptyLabel={labels.anyLanguage}
          sx={{ width: { md: 200 }, flexShrink: 0 }}
        />
        <TextField
          select
          label={labels.level}
          value={filter.level ?? ''}
          onChange={(event) => setParam('level', event.target.value || null)}
          sx={{ width: { md: 150 }, flexShrink: 0 }}
        >
          <MenuItem value="">{labels.anyLevel}</MenuItem>
          {CEFR_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {level}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={labels.sortBy}
          value={sortValue}
          onChange={(event) => {
            const [sort, order] = event.target.value.split(':');
            const next = new URLSearchParams(searchParams);
            next.set('sort', sort ?? 'TITLE');
            next.set('order', order === 'DESC' ? 'desc' : 'asc');
            next.delete('page');
            setSearchParams(next);
          }}
          sx={{ width: { md: 220 }, flexShrink: 0 }}
        >
          {Object.entries(sortLabels).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </>
  );
}

export function ListPagination({ pages, page }: { pages: number; page: number }) {
  const setParam = useSetListParam();
  if (pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Pagination
        count={pages}
        page={page}
        onChange={(_, next) => setParam('page', String(next))}
      />
    </Box>
  );
}
