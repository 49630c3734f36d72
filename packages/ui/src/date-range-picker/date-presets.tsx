import { useUiTranslation } from '../i18n/use-ui-translation';
import { lastDays, type DateRange } from './date-range';
import { Presets, SmallButton } from './date-range-picker-styles';

export interface DatePresetsProps {
  /** Quick choices of "the last N days"; those longer than `maxDays` are left out. */
  presets: readonly number[];
  maxDays: number;
  /** Today as `YYYY-MM-DD`: every preset ends on it. */
  today: string;
  /** Called with the range of the chosen preset. */
  onPick: (range: DateRange) => void;
}

/** The picker's quick choices: "Today" for one day, "Last N days" for more. */
export function DatePresets({ presets, maxDays, today, onPick }: DatePresetsProps) {
  const t = useUiTranslation();
  return (
    <Presets>
      {presets
        .filter((days) => days <= maxDays)
        .map((days) => (
          <SmallButton key={days} type="button" onClick={() => onPick(lastDays(days, today))}>
            {days === 1 ? t('date_preset_today') : t('date_preset_days', { count: days })}
          </SmallButton>
        ))}
    </Presets>
  );
}
