import { authTexts } from '@/i18n/texts/auth';
import { useTexts } from '@/i18n/use-texts';
import { Button } from '@/components/ui/button';
import { Tooltip, TOOLTIP_DELAY_MS, TooltipProvider } from '@/components/ui/tooltip';
import { useAuthConfig } from '../api/use-auth-config';

function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}

/**
 * 'Continue with Google'; disabled with an explanation once the server says it has no Google
 * keys. Until it has said (the built page, before the app has come), it can be pressed: the
 * page's loader keeps the press for the app (decision 215), and a server without Google answers
 * the sign-in with an error the page shows.
 */
export function GoogleButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { data } = useAuthConfig();
  const t = useTexts(authTexts);
  const enabled = data?.googleEnabled !== false;
  const button = (
    <Button
      type="button"
      variant="secondary"
      className="w-full"
      onClick={onClick}
      disabled={disabled || !enabled}
      aria-disabled={!enabled}
    >
      <GoogleMark />
      {t('continueWithGoogle')}
    </Button>
  );
  if (enabled) return button;
  return (
    <TooltipProvider delayDuration={TOOLTIP_DELAY_MS}>
      <Tooltip content={t('googleNotSetUp')}>
        {/* A disabled button gets no pointer events; the wrapper keeps the hint reachable. */}
        <span tabIndex={0} className="block rounded-full">
          {button}
        </span>
      </Tooltip>
    </TooltipProvider>
  );
}
