import { PLAYBACK_RATES } from "../../../shared/preferences.js";
import { cn } from "../../lib/cn.js";
import { NativeSelect } from "../ui/native-select.js";

/** The player's speed menu (0.75× to 2×): the browser's own select, so keyboards and screen readers know it. */
export function PlaybackRateSelect({ value, onChange, className }: { value: number; onChange: (rate: number) => void; className?: string }) {
  return (
    <NativeSelect
      aria-label="Playback speed"
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      compact
      className={cn("tabular-nums", className)}
    >
      {PLAYBACK_RATES.map((rate) => (
        <option key={rate} value={String(rate)}>
          {rate}×
        </option>
      ))}
    </NativeSelect>
  );
}
