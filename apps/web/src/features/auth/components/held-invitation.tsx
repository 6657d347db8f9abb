import { lazy, Suspense, useState } from 'react';
import {
  hasReferralTokens,
  type ReferralTokens,
  readReferralTokens,
} from '../../../lib/auth/referral-tokens.ts';

// Loaded only when an invite link brought the visitor: the sign-in page stays light otherwise.
const InvitationNotice = lazy(() => import('../../invitations/components/invitation-notice.tsx'));

/** The invitation held from an invite link, shown above a sign-in or sign-up form. */
export function HeldInvitation({ signUpHref }: { signUpHref?: string }) {
  const [tokens] = useState<ReferralTokens>(readReferralTokens);
  if (!hasReferralTokens(tokens)) return null;
  return (
    <Suspense fallback={null}>
      <InvitationNotice tokens={tokens} signUpHref={signUpHref} />
    </Suspense>
  );
}
