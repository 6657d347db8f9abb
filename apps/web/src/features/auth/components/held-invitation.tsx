import { lazy, Suspense, useState } from 'react';
import {
  hasReferralTokens,
  type ReferralTokens,
  readReferralTokens,
} from '../../../lib/auth/referral-tokens.ts';
import { usePrerendering } from '../../../lib/prerendered-page.ts';

// Loaded only when an invite link brought the visitor, with MUI (the notice is built with it):
// the sign-in page stays light otherwise.
const InvitationNotice = lazy(async () => {
  const [notice, { MuiProviders }] = await Promise.all([
    import('../../invitations/components/invitation-notice.tsx'),
    import('../../../components/mui-providers.tsx'),
  ]);
  const Notice = notice.default;
  return {
    default: (props: Parameters<typeof Notice>[0]) => (
      <MuiProviders>
        <Notice {...props} />
      </MuiProviders>
    ),
  };
});

/**
 * The invitation held from an invite link, shown above a sign-in or sign-up form (a page
 * rendered at build time holds none: the server sends that page only without an invite cookie).
 */
export function HeldInvitation({ signUpHref }: { signUpHref?: string }) {
  const prerendering = usePrerendering();
  const [tokens] = useState<ReferralTokens>(() => (prerendering ? {} : readReferralTokens()));
  if (!hasReferralTokens(tokens)) return null;
  return (
    <Suspense fallback={null}>
      <InvitationNotice tokens={tokens} signUpHref={signUpHref} />
    </Suspense>
  );
}
