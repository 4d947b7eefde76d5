import { BANNER_POSITIONS, type BannerPlatform } from '@cp/contract';
import { CheckboxField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { toggled } from '../lib/banner-form';
import styles from './content.module.css';

const LAYOUTS = ['desktop', 'mobile', 'app'] as const satisfies readonly BannerPlatform[];

/** Every position code by layout: the screens and slots the learner app shows banners in. */
const CODES_BY_LAYOUT = LAYOUTS.map((layout) => ({
  layout,
  codes: Object.entries(BANNER_POSITIONS)
    .filter(([, slot]) => slot.platform === layout)
    .map(([code, slot]) => ({ code: Number(code), ...slot })),
}));

/** The name of a position code a person reads: "Courses: top". */
export function usePositionName() {
  const { t } = useTranslation('content');
  return (code: number) => {
    const slot = BANNER_POSITIONS[code as keyof typeof BANNER_POSITIONS];
    if (!slot) return String(code);
    return t('positions.name', {
      screen: t(`positions.screens.${slot.position}`),
      placement: t(`positions.placements.${slot.placement}`),
    });
  };
}

/** Where a banner shows: a checkbox per screen and slot, grouped by the layout that has them. */
export function PositionsField({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (codes: number[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('content');
  const name = usePositionName();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{t('fields.positions')}</legend>
      {error && <p className={styles.fieldError}>{error}</p>}
      {CODES_BY_LAYOUT.map(({ layout, codes }) => (
        <fieldset key={layout} className={styles.subgroup}>
          <legend className={styles.sublabel}>{t(`positions.layouts.${layout}`)}</legend>
          <div className={styles.checks}>
            {codes.map(({ code }) => (
              <CheckboxField
                key={code}
                label={name(code)}
                checked={value.includes(code)}
                onChange={(e) => onChange(toggled(value, code, e.target.checked))}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
