import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { MuiProviders } from '../../components/mui-providers.tsx';

/** Layout "none": the page alone, without navigation. */
export function BareLayout() {
  return (
    <MuiProviders>
      <Box component="main" id="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <Outlet />
      </Box>
    </MuiProviders>
  );
}
