import styled from '@emotion/styled';
import { useRobotCheck } from '@nordhub/api-client';
import { useEffect, useId, useRef, useState } from 'react';
import { ReCaptchaWidget } from './recaptcha-widget';

export type RobotCheckFieldProps = {
  /** Called with the answer to send as reCaptchaResponse, or '' when there is none. */
  onChange: (answer: string) => void;
  error?: string;
  /** Changing it resets the check with a fresh challenge (after each attempt). */
  resetKey: number;
};

type SolveState = { kind: 'idle' } | { kind: 'solving'; progress: number } | { kind: 'done' } | { kind: 'failed' };

const StyledBox = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  padding: theme.space.md,
  border: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
}));

const StyledLabel = styled.label(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.sm,
  fontWeight: theme.typography.fontWeights.medium,
  cursor: 'pointer',
  input: { width: '20px', height: '20px', margin: 0, accentColor: theme.colors.primary },
}));

const StyledStatus = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted }));
const StyledError = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.sm, color: theme.colors.danger }));

/**
 * The 'I'm not a robot' control of the sign-up and contact forms: ticking it solves the server's ALTCHA
 * proof-of-work challenge in the browser (the solver is its own lazily loaded chunk). When the
 * site has configured reCAPTCHA instead, Google's widget is shown.
 */
export function RobotCheckField({ onChange, error, resetKey }: RobotCheckFieldProps) {
  const robotCheck = useRobotCheck();
  const { refetch } = robotCheck;
  const [state, setState] = useState<SolveState>({ kind: 'idle' });
  const [reCaptchaProblem, setReCaptchaProblem] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const firstReset = useRef(true);
  const inputId = useId();
  const statusId = useId();
  const errorId = useId();

  useEffect(() => {
    // The first run is the mount: the query already fetched a fresh challenge.
    if (firstReset.current) {
      firstReset.current = false;
      return;
    }
    abortRef.current?.abort();
    setState({ kind: 'idle' });
    onChange('');
    void refetch();
    // onChange is the form's setter; only a new resetKey means "start again".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey, refetch]);

  useEffect(() => () => abortRef.current?.abort(), []);

  const check = robotCheck.data;

  const solve = async () => {
    if (!check || check.provider !== 'altcha') return;
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ kind: 'solving', progress: 0 });
    try {
      const { altchaPayload, solveAltchaChallenge } = await import('./altcha-solver');
      const number = await solveAltchaChallenge(check.challenge, {
        signal: controller.signal,
        onProgress: (progress) => setState({ kind: 'solving', progress }),
      });
      if (number === null) {
        setState({ kind: 'failed' });
        return;
      }
      setState({ kind: 'done' });
      onChange(altchaPayload(check.challenge, number));
    } catch {
      if (!controller.signal.aborted) setState({ kind: 'failed' });
    }
  };

  const onToggle = (checked: boolean) => {
    if (checked) {
      void solve();
      return;
    }
    abortRef.current?.abort();
    setState({ kind: 'idle' });
    onChange('');
  };

  const statusText = (() => {
    if (robotCheck.isPending) return 'Loading the robot check…';
    if (robotCheck.isError) return 'The robot check could not be loaded. Please try again later.';
    if (check?.provider === 'recaptcha') return reCaptchaProblem;
    if (state.kind === 'solving') return `Verifying… ${Math.round(state.progress * 100)}%`;
    if (state.kind === 'done') return 'Verified';
    if (state.kind === 'failed') return 'Verification failed. Please try again.';
    return null;
  })();

  const describedBy = [statusText ? statusId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <StyledBox>
      {check?.provider === 'recaptcha' ? (
        <ReCaptchaWidget siteKey={check.siteKey} resetKey={resetKey} onChange={onChange} onUnavailable={setReCaptchaProblem} />
      ) : (
        <StyledLabel htmlFor={inputId}>
          <input
            id={inputId}
            type="checkbox"
            checked={state.kind === 'solving' || state.kind === 'done'}
            disabled={!check || state.kind === 'solving'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onToggle(event.target.checked)}
          />
          I&apos;m not a robot
        </StyledLabel>
      )}
      <StyledStatus id={statusId} role="status">
        {statusText}
      </StyledStatus>
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledBox>
  );
}
