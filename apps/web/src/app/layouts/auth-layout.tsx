import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { Icon } from '../../components/plain/icon.tsx';
import { ThemeSwitch } from '../../components/theme-switch.tsx';
import { logout } from '../../lib/auth/allauth-client.ts';
import { useCurrentUser } from '../../lib/auth/auth-store.ts';
import { reportError } from '../../lib/report-error.ts';
import './auth-layout.css';
import { SkipLink } from './skip-link.tsx';

function Bubble({
  side,
  children,
  note,
}: {
  side: 'start' | 'end';
  children: string;
  note?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <div className={`auth-bubble auth-bubble--${side}`}>
      <div className="auth-bubble__text">{children}</div>
      {note ? (
        <div dir="auto" lang={i18n.language} className="auth-bubble__note">
          <Icon name="checkCircle" pixels={16} />
          {note}
        </div>
      ) : null}
    </div>
  );
}

/** The brand side of the sign-in pages: what Charla is, with a taste of a practice chat. */
function BrandPanel() {
  const { t } = useTranslation();
  return (
    <div className="auth-brand">
      <BrandLogo inverted />
      <div className="auth-brand__pitch">
        <p className="auth-brand__headline">{t('authLayout.headline')}</p>
        <p className="auth-brand__subheadline">{t('authLayout.subheadline')}</p>
        {/* A Spanish practice chat: laid out left to right in every interface language. */}
        <div aria-hidden dir="ltr" lang="es" className="auth-chat">
          <Bubble side="start">¿Qué te gustaría pedir hoy?</Bubble>
          <Bubble side="end" note={t('authLayout.sampleFeedback')}>
            Un café con leche y un cruasán, por favor.
          </Bubble>
          <Bubble side="start">¡Perfecto! ¿Para tomar aquí o para llevar?</Bubble>
        </div>
      </div>
      <p className="auth-brand__footer">{t('authLayout.footer')}</p>
    </div>
  );
}

/** On one line everywhere; on a phone an icon, so the header's row does not wrap. */
function SignOutButton() {
  const { t } = useTranslation();
  const signOut = () => logout().catch(reportError);
  return (
    <>
      <button type="button" className="c-button c-button--text auth-sign-out" onClick={signOut}>
        {t('nav.signOut')}
      </button>
      <button
        type="button"
        className="c-icon-button auth-sign-out-icon"
        onClick={signOut}
        aria-label={t('nav.signOut')}
        title={t('nav.signOut')}
      >
        <Icon name="logout" mirrored />
      </button>
    </>
  );
}

/**
 * Sign-in style pages: the form on one side, the brand on the other. Plain markup and its own
 * stylesheet, no MUI: the sign-in pages' first load stays light (decision 0013). The signed-in
 * steps shown in it (choosing a type, the profile) bring MUI with their own route.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const user = useCurrentUser();
  return (
    <div className="auth-layout">
      <SkipLink />
      <BrandPanel />
      <div className="auth-side">
        {navigation.state === 'loading' ? (
          <div className="c-progress" role="progressbar" aria-label={t('common.loading')} />
        ) : null}
        <header className="auth-header">
          <span className="auth-header__logo">
            <BrandLogo />
          </span>
          <span className="auth-header__space" />
          <LanguageSwitcher />
          <ThemeSwitch />
          {user ? <SignOutButton /> : null}
        </header>
        <main id="main" tabIndex={-1} className="auth-main">
          <div className="auth-main__column">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
