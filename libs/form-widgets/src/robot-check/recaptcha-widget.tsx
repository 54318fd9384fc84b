import { useEffect, useRef, useState } from 'react';

/** The part of Google's reCAPTCHA v2 API this widget uses. */
type ReCaptchaApi = {
  render: (
    container: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; 'error-callback': () => void },
  ) => number;
  reset: (widgetId?: number) => void;
};

declare global {
  interface Window {
    grecaptcha?: ReCaptchaApi;
    nordhubReCaptchaLoaded?: () => void;
  }
}

/** Google's script, loaded only when a site has configured reCAPTCHA instead of ALTCHA. */
export const reCaptchaScriptUrl = 'https://www.google.com/recaptcha/api.js?onload=nordhubReCaptchaLoaded&render=explicit';

let loading: Promise<ReCaptchaApi> | null = null;

/** Loads the script once per page; later widgets reuse it. */
function loadReCaptcha(): Promise<ReCaptchaApi> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<ReCaptchaApi>((resolve, reject) => {
    window.nordhubReCaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA did not start')));
    const script = document.createElement('script');
    script.src = reCaptchaScriptUrl;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export type ReCaptchaWidgetProps = {
  siteKey: string;
  /** The token to send as reCaptchaResponse, or '' when it expired or failed. */
  onChange: (token: string) => void;
  /** Changing it resets the widget (a token counts once, so every attempt needs a new one). */
  resetKey: number;
  /** Says why no widget is shown (blocked script, no connection). */
  onUnavailable: (message: string | null) => void;
};

/** Google's reCAPTCHA v2 checkbox, for sites that set RECAPTCHA_SITE_KEY and its secret. */
export function ReCaptchaWidget({ siteKey, onChange, resetKey, onUnavailable }: ReCaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: ReCaptchaApi; id: number } | null>(null);
  const [ready, setReady] = useState(false);
  // The latest callbacks, so the widget rendered once always calls the current form.
  const callbacks = useRef({ onChange, onUnavailable });
  useEffect(() => {
    callbacks.current = { onChange, onUnavailable };
  });

  useEffect(() => {
    let cancelled = false;
    loadReCaptcha().then(
      (api) => {
        if (cancelled || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => callbacks.current.onChange(token),
          'expired-callback': () => callbacks.current.onChange(''),
          'error-callback': () => callbacks.current.onChange(''),
        });
        widget.current = { api, id };
        callbacks.current.onUnavailable(null);
        setReady(true);
      },
      () => {
        if (!cancelled) callbacks.current.onUnavailable('The robot check could not be loaded. Please check your connection and try again.');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  // Only a new resetKey resets: the widget's first render is fresh, and resetting it when it
  // becomes ready would wipe a token the user may already have given.
  const appliedResetKey = useRef(resetKey);
  useEffect(() => {
    if (!ready || !widget.current || appliedResetKey.current === resetKey) return;
    appliedResetKey.current = resetKey;
    widget.current.api.reset(widget.current.id);
    callbacks.current.onChange('');
  }, [resetKey, ready]);

  return <div ref={container} data-testid="recaptcha" />;
}
