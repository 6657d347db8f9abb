import Description from '@mui/icons-material/DescriptionOutlined';
import EmojiObjects from '@mui/icons-material/EmojiObjectsOutlined';
import Flag from '@mui/icons-material/FlagOutlined';
import Logout from '@mui/icons-material/Logout';
import MoreVert from '@mui/icons-material/MoreVert';
import Rule from '@mui/icons-material/RuleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData, useNavigate } from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { paths } from '../../../config/paths.ts';
import type { HelpFeature } from '../../../gql/graphql.ts';
import { useAccountLanguageChange } from '../../../lib/auth/use-account-language-change.ts';
import { confirm } from '../../../lib/confirm.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { MutationError } from '../../../lib/mutation-result.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { AcceptRecordingNoticeDocument } from '../../speaking/api/accept-recording-notice-mutation.ts';
import { SetAutoplayCharacterVoiceDocument } from '../../speaking/api/set-autoplay-character-voice-mutation.ts';
import { type RecordedAnswer, Recorder } from '../../speaking/components/recorder.tsx';
import { useCharacterLineVoice } from '../../speaking/components/use-character-line-voice.tsx';
import { recordingFileName } from '../../speaking/recording-format.ts';
import { AbandonPracticeIntentDocument } from '../api/abandon-practice-intent-mutation.ts';
import { FinishPracticeIntentDocument } from '../api/finish-practice-intent-mutation.ts';
import { PracticeSessionDocument } from '../api/practice-session-query.ts';
import { RequestPracticeReplyDocument } from '../api/request-practice-reply-mutation.ts';
import { RetryPracticeGradingDocument } from '../api/retry-practice-grading-mutation.ts';
import { SendPracticeMessageDocument } from '../api/send-practice-message-mutation.ts';
import { SendPracticeRecordingDocument } from '../api/send-practice-recording-mutation.ts';
import { UsePracticeHelpDocument } from '../api/use-practice-help-mutation.ts';
import { CharacterLine, StudentLine } from '../components/conversation-line.tsx';
import { correctnessLabel } from '../components/correctness-chip.tsx';
import { MessageComposer } from '../components/message-composer.tsx';
import { type DrawerContent, ScenarioDrawer } from '../components/scenario-drawer.tsx';
import { SessionTimer } from '../components/session-timer.tsx';
import { StepsPanel } from '../components/steps-panel.tsx';
import {
  announcements,
  conversationReducer,
  initialConversation,
  sendingMessage,
  unansweredMessageId,
} from '../conversation-state.ts';
import { usePracticeEvents } from '../use-practice-events.ts';
import type { loader } from './practice-session-loader.ts';

/** After a reload, the character's answer to a last student line is asked for again after this. */
export const REPLY_WAIT_MS = 4_000;

/** Codes that mean the attempt is over: the page reads it again and shows the end. */
const ENDED_CODES = new Set(['PRACTICE_ENDED', 'PRACTICE_TIME_UP']);

function endedError(error: unknown): boolean {
  return (
    error instanceof MutationError &&
    error.fieldErrors.some((entry) => entry.code && ENDED_CODES.has(entry.code))
  );
}

/**
 * The practice session: the conversation with the scenario's character, each student line
 * graded live, the reply streamed as it is produced, the steps, the help the attempt allows and
 * the clock; Finish and Leave.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { intent, speakingSettings } = useLoaderData<typeof loader>();
  const intentId = intent.id;
  const { scenario } = intent;
  const lang = scenario.language.isoLanguageCode;
  const allowed = (feature: HelpFeature) => intent.rules.helpFeatures.includes(feature);

  const [state, dispatch] = useReducer(conversationReducer, intent, (loaded) =>
    initialConversation(loaded, loaded.messages),
  );
  const running = state.progress.status === 'IN_PROGRESS';
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [suggestions, setSuggestions] = useState<string[] | null>(null);
  const [loadingSuggestions, setLoadingSuggestions] = useState(false);
  const [translating, setTranslating] = useState<string | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [drawer, setDrawer] = useState<DrawerContent | null>(null);
  const [lastDrawer, setLastDrawer] = useState<DrawerContent>('description');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const [answerByVoice, setAnswerByVoice] = useState(false);
  const [noticeAccepted, setNoticeAccepted] = useState(speakingSettings.recordingNoticeAccepted);
  const [autoplay, setAutoplay] = useState(speakingSettings.autoplayCharacterVoice);
  const { voice, browserCanSpeak, voiceButton } = useCharacterLineVoice({
    lang,
    gender: scenario.voiceGender,
    characterName: scenario.characterName,
  });
  // Without VIEW_TRANSCRIPTION the attempt is voice-only. The server withholds the text when it
  // speaks itself; the browser's voice needs the text, so here it is received but not shown
  // (a screen-only restriction), and shown after all where the browser has no voice for it.
  const voiceOnly =
    !allowed('VIEW_TRANSCRIPTION') && (speakingSettings.serverSpeech || browserCanSpeak);

  const refresh = useCallback(async () => {
    const { practiceIntent } = await graphqlRequest(PracticeSessionDocument, { id: intentId });
    if (practiceIntent) {
      dispatch({ type: 'snapshot', progress: practiceIntent, messages: practiceIntent.messages });
    }
  }, [intentId]);

  useAccountLanguageChange(() =>
    refresh().catch((error: unknown) => console.warn('feedback not read again', error)),
  );

  usePracticeEvents(intentId, running, {
    onEvent: (event) => dispatch({ type: 'event', event }),
    onConnected: () => {
      refresh().catch((error: unknown) => console.warn('practice state not read again', error));
    },
  });

  // New character lines and grades replacing CORRECTING, for screen readers.
  const heard = useRef(state.messages);
  useEffect(() => {
    const found = announcements(heard.current, state.messages);
    heard.current = state.messages;
    if (found.length === 0) return;
    setAnnouncement(
      found
        .map((entry) =>
          entry.kind === 'line'
            ? t('practiceSession.announce.line', { name: scenario.characterName, text: entry.text })
            : entry.kind === 'graded'
              ? t('practiceSession.announce.graded', {
                  text: entry.text,
                  result: correctnessLabel(t, entry.correctness),
                })
              : t('practiceSession.announce.failed', { text: entry.text }),
        )
        .join(' '),
    );
  }, [state.messages, scenario.characterName, t]);

  // With autoplay, each new line of the character is heard as it arrives.
  const heardLines = useRef(new Set(state.messages.map((message) => message.id)));
  const { play } = voice;
  useEffect(() => {
    const fresh = state.messages.filter(
      (message) => message.role === 'ASSISTANT' && !heardLines.current.has(message.id),
    );
    for (const message of fresh) heardLines.current.add(message.id);
    const newest = fresh.at(-1);
    if (autoplay && newest) {
      void play({ id: newest.id, text: newest.text, speechUrl: newest.speech?.url });
    }
  }, [state.messages, autoplay, play]);

  // Keep the newest line in view.
  const lastId = state.messages.at(-1)?.id;
  const streamingLength = state.streaming?.text.length ?? 0;
  useEffect(() => {
    if (lastId || streamingLength) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId, streamingLength]);

  // After a reload (or a lost reply) the last line may stay the student's: ask for the answer.
  const unanswered = unansweredMessageId(state);
  const waitingForStream = state.streaming !== null;
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!unanswered || waitingForStream || asked.current.has(unanswered)) return;
    const timer = setTimeout(() => {
      asked.current.add(unanswered);
      runMutation(RequestPracticeReplyDocument, { intentId }, 'requestPracticeReply').catch(
        (error: unknown) => {
          if (!endedError(error)) reportError(error);
        },
      );
    }, REPLY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [unanswered, waitingForStream, intentId]);

  const goToResult = useCallback(
    () => navigate(paths.activities.practiceIntent.detail.getHref(intentId)),
    [navigate, intentId],
  );

  const send = async () => {
    const text = draft.trim();
    if (!text) return;
    setSending(true);
    dispatch({ type: 'sending', text, createdAt: new Date().toISOString() });
    try {
      const [message] =
        (await runMutation(
          SendPracticeMessageDocument,
          { intentId, text },
          'sendPracticeMessage',
        )) ?? [];
      if (message) dispatch({ type: 'message', message });
      setDraft('');
      setSuggestions(null);
    } catch (error) {
      dispatch({ type: 'sendFailed' });
      if (endedError(error)) await refresh().catch(() => undefined);
      reportError(error);
    } finally {
      refocusComposer.current = true;
      setSending(false);
    }
  };

  const sendRecording = async ({
    recording,
    transcript,
    transcriptSource,
  }: RecordedAnswer): Promise<boolean> => {
    setSending(true);
    dispatch({
      type: 'sending',
      text: transcriptSource === 'TYPED' && transcript ? transcript : '',
      createdAt: new Date().toISOString(),
      audio: {
        url: recording.url,
        mimeType: recording.mimeType,
        durationSeconds: recording.seconds,
      },
    });
    try {
      const audio = new File([recording.blob], recordingFileName(recording.mimeType), {
        type: recording.mimeType,
      });
      const [message] =
        (await runMutation(
          SendPracticeRecordingDocument,
          { intentId, audio, transcript, transcriptSource },
          'sendPracticeRecording',
        )) ?? [];
      if (message) dispatch({ type: 'message', message });
      setSuggestions(null);
      return true;
    } catch (error) {
      // The recording stays in the preview: nothing is lost, it can be sent again.
      dispatch({ type: 'sendFailed' });
      if (endedError(error)) await refresh().catch(() => undefined);
      reportError(error);
      return false;
    } finally {
      setSending(false);
    }
  };

  const acceptNotice = async () => {
    try {
      await runMutation(AcceptRecordingNoticeDocument, {}, 'acceptRecordingNotice');
      setNoticeAccepted(true);
    } catch (error) {
      reportError(error);
      throw error;
    }
  };

  const changeAutoplay = async (enabled: boolean) => {
    setAutoplay(enabled);
    if (!enabled) voice.stop();
    try {
      await runMutation(
        SetAutoplayCharacterVoiceDocument,
        { enabled },
        'setAutoplayCharacterVoice',
      );
    } catch (error) {
      setAutoplay(!enabled);
      reportError(error);
    }
  };

  // The box is disabled while a message is sent; the cursor goes back once it is enabled again.
  const refocusComposer = useRef(false);
  useEffect(() => {
    if (sending || !refocusComposer.current) return;
    refocusComposer.current = false;
    composerRef.current?.focus();
  }, [sending]);

  const finish = async (reason: 'finish' | 'timeUp') => {
    try {
      await runMutation(FinishPracticeIntentDocument, { intentId }, 'finishPracticeIntent');
    } catch (error) {
      if (!endedError(error)) {
        reportError(error);
        return;
      }
    }
    if (reason === 'timeUp') showSnackbar(t('practiceSession.timeUp'), { color: 'info' });
    goToResult();
  };

  const finishFromMenu = async () => {
    setMenuAnchor(null);
    const onLastStep = state.progress.currentStepIndex >= scenario.steps.length - 1;
    if (
      !onLastStep &&
      !(await confirm({
        title: t('practiceSession.finishConfirm.title'),
        message: t('practiceSession.finishConfirm.message'),
        confirmLabel: t('practiceSession.finish'),
      }))
    ) {
      return;
    }
    await finish('finish');
  };

  const leave = async () => {
    setMenuAnchor(null);
    const ok = await confirm({
      title: t('practiceSession.leaveConfirm.title'),
      message: t('practiceSession.leaveConfirm.message'),
      confirmLabel: t('practiceSession.leave'),
      destructive: true,
    });
    if (!ok) return;
    try {
      await runMutation(AbandonPracticeIntentDocument, { intentId }, 'abandonPracticeIntent');
    } catch (error) {
      if (!endedError(error)) {
        reportError(error);
        return;
      }
    }
    navigate(
      intent.assignment && scenario.id
        ? paths.activities.practiceAssignment.scenario.getHref(intent.assignment.id, scenario.id)
        : paths.home.getHref(),
    );
  };

  const showSuggestions = async () => {
    setLoadingSuggestions(true);
    try {
      const [answer] =
        (await runMutation(
          UsePracticeHelpDocument,
          { intentId, feature: 'VIEW_SUGGESTIONS' },
          'usePracticeHelp',
        )) ?? [];
      setSuggestions(answer?.suggestions ?? []);
    } catch (error) {
      reportError(error);
    } finally {
      setLoadingSuggestions(false);
    }
  };

  const translate = async (messageId: string) => {
    setTranslating(messageId);
    try {
      const [answer] =
        (await runMutation(
          UsePracticeHelpDocument,
          { intentId, feature: 'VIEW_TRANSLATION', messageId },
          'usePracticeHelp',
        )) ?? [];
      const line = state.messages.find((message) => message.id === messageId);
      if (line && answer?.translation) {
        dispatch({ type: 'message', message: { ...line, translation: answer.translation } });
      } else {
        showSnackbar(answer?.note ?? t('practiceSession.help.noTranslation'), { color: 'info' });
      }
    } catch (error) {
      reportError(error);
    } finally {
      setTranslating(null);
    }
  };

  const retry = async (messageId: string) => {
    setRetrying(messageId);
    try {
      const [message] =
        (await runMutation(RetryPracticeGradingDocument, { messageId }, 'retryPracticeGrading')) ??
        [];
      if (message) dispatch({ type: 'message', message });
    } catch (error) {
      reportError(error);
    } finally {
      setRetrying(null);
    }
  };

  const openDrawer = (content: DrawerContent) => {
    setDrawer(content);
    setLastDrawer(content);
    // Opening counts as one use; the content is already in the attempt's view.
    runMutation(
      UsePracticeHelpDocument,
      { intentId, feature: content === 'description' ? 'VIEW_DESCRIPTION' : 'VIEW_RUBRICS' },
      'usePracticeHelp',
    ).catch(reportError);
  };

  const onLastStep = state.progress.currentStepIndex >= scenario.steps.length - 1;
  const pendingLine = sendingMessage(state);
  const canTranslate = allowed('VIEW_TRANSLATION');
  const lastLineAt = state.messages.at(-1)?.createdAt ?? intent.startedAt;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 2, md: 3 },
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 280px' }}>
          <AuthoredText variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {scenario.title}
          </AuthoredText>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('practiceSession.subtitle', {
              name: scenario.characterName,
              attempt: intent.attemptNumber,
            })}
          </Typography>
          {intent.isPreview ? (
            <Chip size="small" label={t('practiceSession.preview')} sx={{ mt: 1 }} />
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <SessionTimer
            storedSeconds={state.progress.activeSeconds}
            lastLineAt={lastLineAt}
            limitSeconds={intent.timeLimitSeconds ?? null}
            running={running}
            onLimit={() => void finish('timeUp')}
          />
          {running && onLastStep ? (
            <Button variant="contained" startIcon={<Flag />} onClick={() => void finish('finish')}>
              {t('practiceSession.finish')}
            </Button>
          ) : null}
          <IconButton
            aria-label={t('practiceSession.menu')}
            aria-haspopup="menu"
            aria-expanded={menuAnchor ? true : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            disabled={!running}
          >
            <MoreVert />
          </IconButton>
          <Menu
            anchorEl={menuAnchor}
            open={menuAnchor !== null}
            onClose={() => setMenuAnchor(null)}
          >
            <MenuItem onClick={() => void finishFromMenu()}>
              <ListItemIcon>
                <Flag fontSize="small" />
              </ListItemIcon>
              {t('practiceSession.finish')}
            </MenuItem>
            <MenuItem onClick={() => void leave()}>
              <ListItemIcon>
                <Logout fontSize="small" />
              </ListItemIcon>
              {t('practiceSession.leave')}
            </MenuItem>
          </Menu>
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
          gridTemplateAreas: { xs: '"aside" "main"', md: '"main aside"' },
          alignItems: 'start',
        }}
      >
        <Box component="aside" sx={{ gridArea: 'aside', display: 'grid', gap: 2 }}>
          <StepsPanel
            steps={scenario.steps}
            currentIndex={state.progress.currentStepIndex}
            finished={!running}
          />
          {browserCanSpeak || speakingSettings.serverSpeech ? (
            <FormControlLabel
              control={
                <Switch
                  checked={autoplay}
                  onChange={(event) => void changeAutoplay(event.target.checked)}
                />
              }
              label={t('speaking.voice.autoplay', { name: scenario.characterName })}
              sx={{ mx: 0, gap: 1 }}
            />
          ) : null}
          {allowed('VIEW_DESCRIPTION') || allowed('VIEW_RUBRICS') ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {allowed('VIEW_DESCRIPTION') ? (
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<Description />}
                  onClick={() => openDrawer('description')}
                >
                  {t('practiceSession.help.description')}
                </Button>
              ) : null}
              {allowed('VIEW_RUBRICS') ? (
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<Rule />}
                  onClick={() => openDrawer('rubrics')}
                >
                  {t('practiceSession.help.rubrics')}
                </Button>
              ) : null}
            </Box>
          ) : null}
        </Box>

        <Paper
          component="section"
          variant="outlined"
          aria-label={t('practiceSession.conversation')}
          sx={{ gridArea: 'main', borderRadius: 3, overflow: 'hidden', minWidth: 0 }}
        >
          <Box
            component="ol"
            sx={{
              m: 0,
              p: { xs: 1.5, sm: 2.5 },
              listStyle: 'none',
              display: 'grid',
              gap: 2,
              minHeight: 240,
            }}
          >
            {state.messages.map((message) =>
              message.role === 'ASSISTANT' ? (
                <CharacterLine
                  key={message.id}
                  characterName={scenario.characterName}
                  text={message.text}
                  lang={lang}
                  translation={message.translation}
                  onTranslate={canTranslate ? () => void translate(message.id) : undefined}
                  translating={translating === message.id}
                  voice={voiceButton(message)}
                  textHidden={voiceOnly || message.textWithheld}
                />
              ) : (
                <StudentLine
                  key={message.id}
                  message={message}
                  lang={lang}
                  onRetry={() => void retry(message.id)}
                  retrying={retrying === message.id}
                />
              ),
            )}
            {pendingLine ? <StudentLine message={pendingLine} lang={lang} /> : null}
            {state.streaming ? (
              <CharacterLine
                characterName={scenario.characterName}
                text={state.streaming.text}
                lang={lang}
                streaming
                textHidden={voiceOnly}
              />
            ) : null}
          </Box>
          <div ref={endRef} />
          <Box
            sx={{
              position: 'sticky',
              bottom: 0,
              borderTop: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              p: { xs: 1.5, sm: 2 },
              display: 'grid',
              gap: 1,
            }}
          >
            {running ? (
              <>
                {allowed('VIEW_SUGGESTIONS') ? (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Button
                      size="small"
                      startIcon={<EmojiObjects />}
                      onClick={() => void showSuggestions()}
                      disabled={loadingSuggestions}
                    >
                      {t('practiceSession.help.suggestions')}
                    </Button>
                    {suggestions?.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('practiceSession.help.noSuggestions')}
                      </Typography>
                    ) : null}
                    {suggestions?.map((suggestion) => (
                      <Chip
                        key={suggestion}
                        label={suggestion}
                        lang={lang}
                        dir="auto"
                        variant="outlined"
                        color="primary"
                        onClick={() => {
                          setDraft(suggestion);
                          composerRef.current?.focus();
                        }}
                        sx={{ maxWidth: '100%' }}
                      />
                    ))}
                  </Box>
                ) : null}
                {answerByVoice ? (
                  <Recorder
                    maxSeconds={speakingSettings.maxRecordingSeconds}
                    maxBytes={speakingSettings.maxRecordingBytes}
                    noticeAccepted={noticeAccepted}
                    onAcceptNotice={acceptNotice}
                    transcribe={!speakingSettings.serverTranscription}
                    showRecognized={allowed('VIEW_TRANSCRIPTION')}
                    lang={lang}
                    onSend={sendRecording}
                    onCancel={() => setAnswerByVoice(false)}
                    disabled={!running}
                  />
                ) : (
                  <MessageComposer
                    value={draft}
                    onChange={setDraft}
                    onSend={() => void send()}
                    sending={sending}
                    disabled={!running}
                    lang={lang}
                    inputRef={composerRef}
                    onRecord={() => setAnswerByVoice(true)}
                  />
                )}
              </>
            ) : (
              <Alert
                severity={state.progress.status === 'COMPLETED' ? 'success' : 'info'}
                action={
                  <Button
                    component={RouterLink}
                    to={paths.activities.practiceIntent.detail.getHref(intentId)}
                    color="inherit"
                  >
                    {t('practiceSession.seeResult')}
                  </Button>
                }
              >
                {state.progress.status === 'COMPLETED'
                  ? t('practiceSession.ended')
                  : t('practiceSession.left')}
              </Alert>
            )}
          </Box>
        </Paper>
      </Box>

      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>

      <ScenarioDrawer
        open={drawer !== null}
        content={drawer ?? lastDrawer}
        onClose={() => setDrawer(null)}
        description={scenario.description ?? null}
        studentGoal={scenario.studentGoal ?? null}
        studentRole={scenario.studentRole}
        attachments={scenario.attachments ?? null}
        rubrics={scenario.rubrics ?? null}
      />
    </Container>
  );
}
