import { Outlet } from 'react-router';
import { MuiProviders } from '../../components/mui-providers.tsx';

/** The pages inside the plain sign-in frame that are built with MUI (signed-in steps). */
export function MuiOutlet() {
  return (
    <MuiProviders>
      <Outlet />
    </MuiProviders>
  );
}
