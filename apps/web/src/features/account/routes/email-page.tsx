import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import {
  addEmailAddress,
  getEmailAddresses,
  markEmailPrimary,
  removeEmailAddress,
  requestEmailVerification,
} from '../../../lib/auth/allauth-client.ts';
import type { AllauthResponse, EmailAddress } from '../../../lib/auth/allauth-types.ts';
import { useCurrentUser } from '../../../lib/auth/auth-store.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';
import { homeFor } from '../../../lib/auth/user-home.ts';
import { confirm } from '../../../lib/confirm.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showErrors, showSnackbar } from '../../../lib/snackbar.ts';

const FIELDS = ['email'] as const;

export async function loader() {
  const response = await getEmailAddresses();
  return { addresses: response.status === 200 ? (response.data ?? []) : [] };
}

/** Layout "none": the page carries its own way back. */
export function Component() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const initial = useLoaderData<typeof loader>();
  const [addresses, setAddresses] = useState<readonly EmailAddress[]>(initial.addresses);
  const [newEmail, setNewEmail] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const form = useAllauthForm(FIELDS);

  const apply = (response: AllauthResponse<EmailAddress[]>) => {
    if (response.status === 200 && response.data) setAddresses(response.data);
    else if (response.status === 400) showErrors((response.errors ?? []).map((e) => e.message));
    return response.status === 200;
  };

  const act = async (email: string, action: () => Promise<boolean>) => {
    setBusy(email);
    try {
      await action();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const response = await form.submit(() => addEmailAddress(newEmail.trim()));
    if (response?.status === 200 && response.data) {
      setAddresses(response.data);
      setNewEmail('');
      showSnackbar(t('email.added'), { color: 'success' });
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Button
        component={RouterLink}
        to={homeFor(user?.userType)}
        startIcon={
          <ArrowBack
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
          />
        }
        color="inherit"
        sx={{ mb: 3, color: 'text.secondary' }}
      >
        {t('common.back')}
      </Button>
      <PageHeader title={t('email.title')} subtitle={t('email.subtitle')} />
      <Card>
        <List disablePadding aria-label={t('email.listLabel')}>
          {addresses.map((address, index) => (
            <Box key={address.email}>
              {index > 0 ? <Divider component="li" /> : null}
              <ListItem sx={{ py: 2, px: 3, flexWrap: 'wrap', gap: 1.5 }}>
                <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                    {address.email}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                    {address.primary ? (
                      <Chip size="small" color="primary" label={t('email.primary')} />
                    ) : null}
                    <Chip
                      size="small"
                      variant="outlined"
                      color={address.verified ? 'success' : 'warning'}
                      label={address.verified ? t('email.verified') : t('email.unverified')}
                    />
                  </Stack>
                </Box>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  {!address.verified ? (
                    <Button
                      size="small"
                      disabled={busy !== null}
                      onClick={() =>
                        act(address.email, async () => {
                          const response = await requestEmailVerification(address.email);
                          if (response.status === 200)
                            showSnackbar(t('email.verificationSent'), { color: 'success' });
                          return response.status === 200;
                        })
                      }
                    >
                      {t('email.sendVerification')}
                    </Button>
                  ) : null}
                  {address.verified && !address.primary ? (
                    <Button
                      size="small"
                      disabled={busy !== null}
                      onClick={() =>
                        act(address.email, async () => apply(await markEmailPrimary(address.email)))
                      }
                    >
                      {t('email.makePrimary')}
                    </Button>
                  ) : null}
                  {!address.primary ? (
                    <Button
                      size="small"
                      color="error"
                      disabled={busy !== null}
                      onClick={() =>
                        act(address.email, async () => {
                          const confirmed = await confirm({
                            title: t('email.removeTitle'),
                            message: t('email.removeMessage', { email: address.email }),
                            confirmLabel: t('email.remove'),
                            destructive: true,
                          });
                          return confirmed ? apply(await removeEmailAddress(address.email)) : false;
                        })
                      }
                    >
                      {t('email.remove')}
                    </Button>
                  ) : null}
                </Stack>
              </ListItem>
            </Box>
          ))}
        </List>
      </Card>
      <Card sx={{ mt: 3, p: 3 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
          {t('email.addTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('email.addHint')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={onAdd}
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          <TextInput
            label={t('email.newAddress')}
            type="email"
            name="email"
            autoComplete="email"
            value={newEmail}
            onChange={(event) => {
              setNewEmail(event.target.value);
              form.clearFieldError('email');
            }}
            error={Boolean(form.fieldErrors.email)}
            helperText={form.fieldErrors.email}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={form.pending}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            {t('email.add')}
          </Button>
        </Box>
      </Card>
    </Container>
  );
}
