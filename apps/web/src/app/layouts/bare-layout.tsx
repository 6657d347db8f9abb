import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** Layout "none": the page alone, without navigation. */
export function BareLayout() {
  return (
    <Box component="main" id="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
