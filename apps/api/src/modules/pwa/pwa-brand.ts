import type { Tenant } from '../tenancy/index.js';

/** What the installed app looks like, from the school's domain and brand (decision 066). */
export interface AppLook {
  name: string;
  shortName: string;
  /** The header's colour while the app runs: the brand's primary colour. */
  themeColor: string;
  /** The splash screen behind the icon: the page's background colour. */
  backgroundColor: string;
  /** The text colour on the primary colour, for the initial of a generated icon. */
  contrastColor: string;
  /** The brand's logo path under /v/, or null. */
  logo: string | null;
  lang: string;
}

/** Theme variables are free text a school sets; a manifest and an icon take plain hex colours only. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const colour = (value: string | undefined, fallback: string) =>
  value && HEX_COLOUR.test(value.trim()) ? value.trim().toLowerCase() : fallback;

/** Home screens cut names after about 12 characters: the first word of a longer one. */
const SHORT_NAME_CHARS = 12;

export function appLook({ domain, project }: Tenant): AppLook {
  const theme = domain.frontendSettings.spa_theme_variables;
  const name = domain.title.trim() || project.name;
  const projectName = project.name.trim() || name;
  return {
    name,
    shortName:
      projectName.length <= SHORT_NAME_CHARS ? projectName : (projectName.split(/\s+/)[0] ?? projectName),
    themeColor: colour(theme['--color-primary'], '#1f2937'),
    backgroundColor: colour(theme['--color-background'], '#ffffff'),
    contrastColor: colour(theme['--color-primary-contrast'], '#ffffff'),
    logo: domain.frontendSettings.spa_header_logo,
    lang: domain.defaultLanguage,
  };
}
