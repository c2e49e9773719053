import { useColorMode } from '../base/color-mode.tsx';

/** Both icons are rendered; CSS shows the one matching [data-theme], so it is right before hydration. */
export function ColorModeToggle() {
  const { mode, setMode, switchable } = useColorMode();
  if (!switchable) return null;
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" className="color-mode-toggle" onClick={() => setMode(next)} aria-label={`Switch between dark and light mode (currently ${mode} mode)`} title={`Switch to ${next} mode`}>
      <span className="icon-light" aria-hidden="true">
        ☀
      </span>
      <span className="icon-dark" aria-hidden="true">
        ☾
      </span>
    </button>
  );
}
